// How the console reads staff data: the query function runs only while a session is open (the route's loader and the
// components run the same query, and the session's cookie goes with the request), and the query carries the staff
// mark, so that ending the session forgets what it answered (forgetStaffData).
import { staffMeta } from '@site/shared/data/staff-data';
import { isUnauthorized } from './api-errors';
import { sessionMessages, sessionOpen, useSessionStore } from './session-store';

/** Runs a read in the open session; no session, or one the server refuses, sends the user back to the gate. */
async function inStaffSession<T>(read: () => Promise<T>): Promise<T> {
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

/**
 * The query function and `meta` of a staff read, spread into its options:
 * `queryOptions({ queryKey, ...staffRead(listReleases, 'Releases') })`. It is the only way to read in the session,
 * so a staff query carries the mark by construction; `errorContext` names the screen in a failure's log line.
 */
export function staffRead<T>(read: () => Promise<T>, errorContext: string) {
  return { queryFn: () => inStaffSession(read), meta: staffMeta(errorContext) };
}

/** The same for a list read a page at a time (an infinite query): `read` is given the page to read. */
export function staffPagesRead<T, PageParam>(read: (pageParam: PageParam) => Promise<T>, errorContext: string) {
  return { queryFn: ({ pageParam }: { pageParam: PageParam }) => inStaffSession(() => read(pageParam)), meta: staffMeta(errorContext) };
}
