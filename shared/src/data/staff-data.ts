// Staff-only reads are marked where they are defined (their `meta`), so that ending a staff session forgets every one
// of them at once: no list of keys to keep in step, and nothing staff read is left for the next person at the browser.
import type { Query, QueryClient } from '@tanstack/react-query';

/** The `meta` of a read of staff-only data: the screen named in a failure's log line, and the staff mark. */
export const staffMeta = (errorContext: string) => ({ errorContext, staff: true }) as const;

/** Whether a query holds staff-only data. */
export const isStaffQuery = (query: Pick<Query, 'meta'>): boolean => query.meta?.staff === true;

/**
 * Sign-out, a new session, a staff token forgotten: every staff read leaves the page's cache (a fetch still on its
 * way is cancelled with it); the public reads stay.
 */
export function forgetStaffData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isStaffQuery });
}
