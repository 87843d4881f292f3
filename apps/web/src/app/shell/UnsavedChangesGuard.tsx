import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { feedback } from '../../lib/feedback';
// The files themselves, not the folder's index: the shell must not reach the forms' dialog hook.
import { DISCARD_QUESTION } from '../../widgets/unsaved-changes/discard-question';
import { hasUnsavedChanges, releaseUnsaved } from '../../widgets/unsaved-changes/unsaved-registry';

/**
 * The route-leaving side of the unsaved-input prompt: leaving a half-filled page by the menu, a tab
 * or 返回 asks 放弃未保存的修改 like the form's 取消; closing or reloading the browser tab gets the
 * browser's own question. A new query on the same page (a list's conditions) is not a leave.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  // The app's dialog host (lib/feedback), which loads antd's Modal on the first question: a page
  // without unsaved input never asks, so the shell does not carry the dialog.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void feedback()
      .modal.confirm(DISCARD_QUESTION)
      .then((discard) => {
        if (!discard) return blocker.reset();
        releaseUnsaved();
        blocker.proceed();
      });
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
