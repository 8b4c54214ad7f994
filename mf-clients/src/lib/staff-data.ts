// What the clients screens read with the staff token: personal data, stale at once (staff expect current data),
// dropped from memory shortly after no screen shows it, and marked staff, so that forgetting the token forgets it
// (forgetStaffData). Every query that sends the token spreads `staffData(...)` into its options.
import { staffMeta } from '@site/shared/data/staff-data';

/** Long enough for the screen to start watching the query it has just fetched, and no longer. */
const STAFF_DATA_GC_MS = 1_000;

/** `errorContext` names the screen in a failure's log line. */
export const staffData = (errorContext: string) => ({ staleTime: 0, gcTime: STAFF_DATA_GC_MS, meta: staffMeta(errorContext) }) as const;
