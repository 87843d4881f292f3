import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, releaseUnsaved, useDiscardPrompt } from '../../widgets/unsaved-changes';

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
  const [ask, holder] = useDiscardPrompt();

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask(
      () => {
        releaseUnsaved();
        blocker.proceed();
      },
      () => blocker.reset(),
    );
  }, [blocker, ask]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return holder;
}
