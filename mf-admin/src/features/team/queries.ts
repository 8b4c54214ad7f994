// The team in the page's query cache, read in an owner's session; each write invalidates what it changed.
import type { SharedToken, StaffChange, StaffInvitation, StaffPerson, StaffPolicy } from '@site/shared/contracts/staff';
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import {
  changeStaff,
  getSharedToken,
  getStaffPolicy,
  inviteStaff,
  listStaff,
  resetSecondFactor,
  revokeSharedToken,
  saveStaffPolicy,
  signOutStaff,
} from './api';

const FRESH_FOR_MS = 5_000;

export const staffQuery = queryOptions({
  queryKey: queryKeys.team.people(),
  ...staffRead(listStaff, 'Staff'),
  staleTime: FRESH_FOR_MS,
});

export const staffPolicyQuery = queryOptions({
  queryKey: queryKeys.team.policy(),
  ...staffRead(getStaffPolicy, 'Staff policy'),
  staleTime: FRESH_FOR_MS,
});

export const sharedTokenQuery = queryOptions({
  queryKey: queryKeys.team.sharedToken(),
  ...staffRead(getSharedToken, 'Shared token'),
  staleTime: FRESH_FOR_MS,
});

const useSignedIn = () => useSessionStore((state) => state.signedIn);

export function useStaff() {
  return useQuery({ ...staffQuery, enabled: useSignedIn() });
}

export function useStaffPolicy() {
  return useQuery({ ...staffPolicyQuery, enabled: useSignedIn() });
}

export function useSharedToken() {
  return useQuery({ ...sharedTokenQuery, enabled: useSignedIn() });
}

export const useInviteStaff = (feedback: ConsoleFeedback<StaffPerson, StaffInvitation>) =>
  useConsoleMutation({ mutationFn: inviteStaff, invalidates: [queryKeys.team.people()], ...feedback });

/** Another role (and a team's remotes) for a person. */
export const useChangeStaff = (feedback: ConsoleFeedback<StaffPerson, { id: number; change: StaffChange }>) =>
  useConsoleMutation({ mutationFn: ({ id, change }) => changeStaff(id, change), invalidates: [queryKeys.team.people()], ...feedback });

/** What else an owner does about a person. */
export type PersonStep = 'disable' | 'activate' | 'signOut' | 'reset';

const personSteps: Record<PersonStep, (id: number) => Promise<unknown>> = {
  disable: (id) => changeStaff(id, { status: 'disabled' }),
  activate: (id) => changeStaff(id, { status: 'active' }),
  signOut: signOutStaff,
  reset: resetSecondFactor,
};

export const usePersonStep = (feedback: ConsoleFeedback<unknown, { id: number; step: PersonStep }>) =>
  useConsoleMutation({ mutationFn: ({ id, step }) => personSteps[step](id), invalidates: [queryKeys.team.people()], ...feedback });

export const useSaveStaffPolicy = (feedback: ConsoleFeedback<StaffPolicy, StaffPolicy>) =>
  useConsoleMutation({ mutationFn: saveStaffPolicy, invalidates: [queryKeys.team.policy()], ...feedback });

/** The answer is the token's new state: it goes into the cache as it is, with no read again. */
export function useRevokeSharedToken(feedback: ConsoleFeedback<SharedToken>) {
  const queryClient = useQueryClient();
  return useConsoleMutation({
    mutationFn: async () => {
      const token = await revokeSharedToken();
      queryClient.setQueryData(sharedTokenQuery.queryKey, token);
      return token;
    },
    ...feedback,
  });
}
