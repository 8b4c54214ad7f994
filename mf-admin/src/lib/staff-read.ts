// The query functions of the staff reads (drafts, one article for editing) take the token from the
// session store themselves: the route's loader and the components run the same query.
import { isUnauthorized } from './api-errors';
import { currentToken, sessionMessages, useSessionStore } from './session-store';

/** Runs a read with the session's token; no token, or one the server rejects, sends the user back to the gate. */
export async function withStaffToken<T>(read: (token: string) => Promise<T>): Promise<T> {
  const token = currentToken();
  if (!token) {
    useSessionStore.getState().expire();
    throw new Error(sessionMessages.expired);
  }
  try {
    return await read(token);
  } catch (error: unknown) {
    if (isUnauthorized(error)) useSessionStore.getState().expire();
    throw error;
  }
}
