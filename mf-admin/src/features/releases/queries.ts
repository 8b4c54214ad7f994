// The releases in the page's query cache, read in the staff session. A team's CI may release at any
// moment and browsers report failures all the time, so the list is fresh for a few seconds only and is read
// again while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { listReleases } from './api';

const FRESH_FOR_MS = 5_000;
export const RELEASES_REFRESH_MS = 30_000;

export const releasesQuery = queryOptions({
  queryKey: queryKeys.releases.all,
  ...staffRead(listReleases, 'Releases'),
  staleTime: FRESH_FOR_MS,
});

export function useReleases() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...releasesQuery, enabled: signedIn, refetchInterval: RELEASES_REFRESH_MS });
}
