// The team in the page's query cache, read in an owner's session; each write invalidates what it changed.
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { getSharedToken, getStaffPolicy, listStaff } from './api';

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
