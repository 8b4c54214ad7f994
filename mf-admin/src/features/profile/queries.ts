// The own account in the page's query cache, read in the staff session. Who is signed in does not change
// during a session (a new role or a disabled account ends it), so that read stays fresh until a write here
// invalidates it; the sessions and tokens (used, and ended, from elsewhere too) are fresh for a few seconds only.
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { getSignedInPerson, listPasskeys, listPersonalTokens, listSessions } from './api';

const FRESH_FOR_MS = 5_000;

export const signedInPersonQuery = queryOptions({
  queryKey: queryKeys.ownAccount.person(),
  ...staffRead(getSignedInPerson, 'Signed-in person'),
  staleTime: Infinity,
});

export const sessionsQuery = queryOptions({
  queryKey: queryKeys.ownAccount.sessions(),
  ...staffRead(listSessions, 'Sessions'),
  staleTime: FRESH_FOR_MS,
});

export const personalTokensQuery = queryOptions({
  queryKey: queryKeys.ownAccount.tokens(),
  ...staffRead(listPersonalTokens, 'Personal tokens'),
  staleTime: FRESH_FOR_MS,
});

export const passkeysQuery = queryOptions({
  queryKey: queryKeys.ownAccount.passkeys(),
  ...staffRead(listPasskeys, 'Passkeys'),
  staleTime: FRESH_FOR_MS,
});

const useSignedIn = () => useSessionStore((state) => state.signedIn);

export function useSignedInPerson() {
  return useQuery({ ...signedInPersonQuery, enabled: useSignedIn() });
}

export function useSessions() {
  return useQuery({ ...sessionsQuery, enabled: useSignedIn() });
}

export function usePersonalTokens() {
  return useQuery({ ...personalTokensQuery, enabled: useSignedIn() });
}

export function usePasskeys() {
  return useQuery({ ...passkeysQuery, enabled: useSignedIn() });
}
