// The query functions of the staff reads run only while a session is open: the route's loader and the
// components run the same query, and the session's cookie goes with the request.
import { isUnauthorized } from './api-errors';
import { sessionMessages, sessionOpen, useSessionStore } from './session-store';

/** Runs a read in the open session; no session, or one the server refuses, sends the user back to the gate. */
export async function inStaffSession<T>(read: () => Promise<T>): Promise<T> {
  if (!sessionOpen()) {
    useSessionStore.getState().expire();
    throw new Error(sessionMessages.expired);
  }
  try {
    return await read();
  } catch (error: unknown) {
    if (isUnauthorized(error)) useSessionStore.getState().expire();
    throw error;
  }
}
