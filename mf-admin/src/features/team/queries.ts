// The team in the page's query cache, read in an owner's session; each write invalidates what it changed.
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { inStaffSession } from '../../lib/staff-read';
import { getSharedToken, getStaffPolicy, listStaff } from './api';

const FRESH_FOR_MS = 5_000;

export const staffQuery = queryOptions({
  queryKey: queryKeys.team.people(),
  queryFn: () => inStaffSession(listStaff),
  staleTime: FRESH_FOR_MS,
  meta: { errorContext: 'Staff' },
});

export const staffPolicyQuery = queryOptions({
  queryKey: queryKeys.team.policy(),
  queryFn: () => inStaffSession(getStaffPolicy),
  staleTime: FRESH_FOR_MS,
  meta: { errorContext: 'Staff policy' },
});

export const sharedTokenQuery = queryOptions({
  queryKey: queryKeys.team.sharedToken(),
  queryFn: () => inStaffSession(getSharedToken),
  staleTime: FRESH_FOR_MS,
  meta: { errorContext: 'Shared token' },
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
