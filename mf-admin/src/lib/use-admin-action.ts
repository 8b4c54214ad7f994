// Runs one administrator call from a button: one at a time (a double click sends it once), with a
// loading flag, the previous message cleared, a 401 sending the user back to the gate, and any
// other failure shown in the status region. A write's action ends by invalidating the queries it
// changed, so the flag stays on until the page shows the change.
import { useCallback, useRef, useState } from 'react';
import { isUnauthorized } from './api-errors';
import { useFeedbackStore } from './feedback-store';
import { sessionOpen, useSessionStore } from './session-store';

/** Text for the status region, or null when the action reported the failure itself (e.g. on a field). */
export type ErrorMessage = (error: unknown) => string | null;

export interface AdminAction<A extends unknown[]> {
  run: (...args: A) => Promise<void>;
  pending: boolean;
}

export function useAdminAction<A extends unknown[]>(action: (...args: A) => Promise<void>, errorMessage: ErrorMessage): AdminAction<A> {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const latest = useRef({ action, errorMessage });
  latest.current = { action, errorMessage };

  const run = useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    useFeedbackStore.getState().clear();
    try {
      if (!sessionOpen()) {
        useSessionStore.getState().expire();
        return;
      }
      await latest.current.action(...args);
    } catch (error: unknown) {
      reportFailure(error, latest.current.errorMessage);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending };
}

function reportFailure(error: unknown, errorMessage: ErrorMessage): void {
  if (isUnauthorized(error)) {
    useSessionStore.getState().expire();
    return;
  }
  const text = errorMessage(error);
  if (text !== null) useFeedbackStore.getState().showError(text);
}
