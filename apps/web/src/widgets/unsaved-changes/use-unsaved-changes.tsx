import { Modal } from 'antd';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DISCARD_QUESTION } from './discard-question';
import { hasUnsavedChanges, registerUnsaved, releaseUnsaved, type UnsavedEntry } from './unsaved-registry';

const ScopeContext = createContext<Set<UnsavedEntry> | null>(null);

/**
 * Registers a form's unsaved input, globally (for route leaving) and in the nearest scope (a drawer).
 * Returns release, to call once the input is saved or given up, so no later way out asks again.
 */
export function useUnsavedChanges(isDirty: () => boolean): () => void {
  const scope = useContext(ScopeContext);
  const released = useRef(false);
  const check = useRef(isDirty);
  useEffect(() => {
    check.current = isDirty;
  });
  useEffect(() => {
    const entry: UnsavedEntry = {
      isDirty: () => !released.current && check.current(),
      release: () => {
        released.current = true;
      },
    };
    scope?.add(entry);
    const unregister = registerUnsaved(entry);
    return () => {
      scope?.delete(entry);
      unregister();
    };
  }, [scope]);
  return useCallback(() => {
    released.current = true;
  }, []);
}

/** The question itself: `discard` runs only after 放弃修改. Render the holder inside the screen. */
export function useDiscardPrompt() {
  const [modal, holder] = Modal.useModal();
  const ask = useCallback(
    (discard: () => void, onKeep?: () => void) =>
      void modal.confirm({ ...DISCARD_QUESTION, onOk: discard, onCancel: onKeep }),
    [modal],
  );
  return [ask, holder] as const;
}

/** The forms inside a drawer or dialog, so its own close asks only about them. */
export function UnsavedScope({ scope, children }: { scope: Set<UnsavedEntry>; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/**
 * A drawer or dialog holding a form: its Esc, mask click and close button ask the same question as the
 * form's 取消. Wrap the content in `<UnsavedScope scope={scope}>` and pass `requestClose` as onClose.
 */
export function useUnsavedScope(close: () => void) {
  const [scope] = useState(() => new Set<UnsavedEntry>());
  const [ask, holder] = useDiscardPrompt();
  const requestClose = useCallback(() => {
    if (!hasUnsavedChanges(scope)) return close();
    ask(() => {
      releaseUnsaved(scope);
      close();
    });
  }, [ask, close, scope]);
  return { scope, requestClose, holder };
}
