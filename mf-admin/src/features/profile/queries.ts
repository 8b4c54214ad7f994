// The own account in the page's query cache, read in the staff session. Who is signed in does not change
// during a session (a new role or a disabled account ends it), so that read stays fresh until a write here
// invalidates it; the sessions and tokens (used, and ended, from elsewhere too) are fresh for a few seconds only.
import { startRegistration } from '@simplewebauthn/browser';
import type { NewPasskey, NewPersonalToken, PersonalTokenRequest, TotpEnrolment } from '@site/shared/contracts/auth';
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import {
  addPasskey,
  confirmTotp,
  createPersonalToken,
  endSessionById,
  getSignedInPerson,
  listPasskeys,
  listPersonalTokens,
  listSessions,
  passkeyOptions,
  removePasskey,
  revokePersonalToken,
  startTotp,
} from './api';

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

/** A new secret for the authenticator app (nothing read changes until it is confirmed). */
export const useStartTotp = (feedback: ConsoleFeedback<TotpEnrolment>) => useConsoleMutation({ mutationFn: startTotp, ...feedback });

/** The app's current code (typed) turns the factor on; answers the recovery codes. */
export const useConfirmTotp = (feedback: ConsoleFeedback<string[], string>) =>
  useConsoleMutation({ mutationFn: confirmTotp, invalidates: [queryKeys.ownAccount.person()], ...feedback });

/** A passkey the browser makes, under the name typed; the first second factor changes who is signed in too. */
export const useAddPasskey = (feedback: ConsoleFeedback<NewPasskey, string>) =>
  useConsoleMutation({
    mutationFn: async (name: string) => {
      const response = await startRegistration({ optionsJSON: await passkeyOptions() });
      return addPasskey(name, response);
    },
    invalidates: [queryKeys.ownAccount.all],
    ...feedback,
  });

/** A passkey (its id) removed: the last one may take the second factor with it. */
export const useRemovePasskey = (feedback: ConsoleFeedback<void, number>) =>
  useConsoleMutation({ mutationFn: removePasskey, invalidates: [queryKeys.ownAccount.all], ...feedback });

export const useCreatePersonalToken = (feedback: ConsoleFeedback<NewPersonalToken, PersonalTokenRequest>) =>
  useConsoleMutation({ mutationFn: createPersonalToken, invalidates: [queryKeys.ownAccount.tokens()], ...feedback });

/** A personal token (its id) refused from the next request. */
export const useRevokePersonalToken = (feedback: ConsoleFeedback<void, number>) =>
  useConsoleMutation({ mutationFn: revokePersonalToken, invalidates: [queryKeys.ownAccount.tokens()], ...feedback });

/** Another session (its id) ended. */
export const useEndSession = (feedback: ConsoleFeedback<void, number>) =>
  useConsoleMutation({ mutationFn: endSessionById, invalidates: [queryKeys.ownAccount.sessions()], ...feedback });
