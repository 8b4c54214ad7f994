// How long the clients screens keep what the staff token revealed: personal data is stale at once (staff
// expect current data) and dropped from memory shortly after no screen shows it.

/** Long enough for the screen to start watching the query it has just fetched, and no longer. */
const STAFF_DATA_GC_MS = 1_000;

export const staffData = { staleTime: 0, gcTime: STAFF_DATA_GC_MS } as const;
