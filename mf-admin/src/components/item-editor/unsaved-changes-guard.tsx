// Asks before leaving the page with unsaved changes: a route change inside the site (the data
// router's blocker) and closing or reloading the tab (beforeunload).
import { useEffect } from 'react';
import { useBlocker } from 'shell/router';

/** Rendered by a form that guards its unsaved changes (a section with an `unsavedChanges` message). */
export function UnsavedChangesGuard({ dirty, message }: { dirty: boolean; message: string }): null {
  useUnsavedChangesGuard(dirty, message);
  return null;
}

function useUnsavedChangesGuard(dirty: boolean, message: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
