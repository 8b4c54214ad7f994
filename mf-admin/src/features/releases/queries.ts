// The releases in the page's query cache, read in the staff session. A team's CI may release at any
// moment and browsers report failures all the time, so the list is fresh for a few seconds only and is read
// again while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Release, RemoteName } from '@site/shared/contracts/release';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import { listReleases, promoteRelease } from './api';

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

/** An earlier release made live again: over once the list shows it live. */
export const usePromoteRelease = (feedback: ConsoleFeedback<Release, { remote: RemoteName; id: string }>) =>
  useConsoleMutation({ mutationFn: ({ remote, id }) => promoteRelease(remote, id), invalidates: [queryKeys.releases.all], ...feedback });
