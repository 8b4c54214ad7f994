// The inbox's and the card's server data in the page's query cache. Staff data is read with the token
// typed now (passed to the query function, never put in a key), is stale at once, is dropped soon
// after no screen shows it and is forgotten with the token (staffData). The course and event lists
// are public and shared with the admin console's (same keys, same reads).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadFilter, LeadPage, LeadStatus, PersonalData } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { staffData } from '../../lib/staff-data';
import { downloadLeadsCsv, eraseClient, fetchAllCourses, fetchAllEvents, fetchLeads, fetchPersonalData, setLeadStatus, withdrawMarketingConsent } from './api';

export const leadsPageQuery = (token: string, filter: LeadFilter, cursor: string | null) =>
  queryOptions({
    queryKey: queryKeys.clients.leadsPage(filter, cursor),
    queryFn: () => fetchLeads(token, filter, cursor),
    ...staffData('Leads inbox'),
  });

export const personalDataQuery = (token: string, clientId: number) =>
  queryOptions({
    queryKey: queryKeys.clients.personalData(clientId),
    queryFn: () => fetchPersonalData(token, clientId),
    ...staffData('Client card'),
  });

export const courseOptionsQuery = queryOptions({
  queryKey: queryKeys.courses.every(),
  queryFn: fetchAllCourses,
  meta: { errorContext: 'Leads inbox courses' },
});

export const eventOptionsQuery = queryOptions({
  queryKey: queryKeys.events.every(),
  queryFn: fetchAllEvents,
  meta: { errorContext: 'Leads inbox events' },
});

export const useLeadsPage = (token: string, filter: LeadFilter, cursor: string | null, enabled: boolean) =>
  useQuery({ ...leadsPageQuery(token, filter, cursor), enabled });

export const usePersonalData = (token: string, clientId: number, enabled: boolean) => useQuery({ ...personalDataQuery(token, clientId), enabled });

export const useCourseOptions = () => useQuery(courseOptionsQuery);
export const useEventOptions = () => useQuery(eventOptionsQuery);

/**
 * A request's new status. The page shown is updated in place rather than read again, so that the row
 * stays where staff are working even when it no longer matches a status filter; the other pages and
 * the person's card are stale already and are read again when shown.
 */
export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, leadId, status }: { token: string; leadId: number; status: LeadStatus }) => setLeadStatus(token, leadId, status),
    onSuccess: (lead) => {
      queryClient.setQueriesData<LeadPage>({ queryKey: queryKeys.clients.leads() }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === lead.id ? lead : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.clients.personalData(lead.clientId) });
    },
  });
}

/** The consent log gains the withdrawal: the card reads the person's data again. */
export function useWithdrawMarketing(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => withdrawMarketingConsent(token, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.personalData(clientId) }),
  });
}

/** The name, e-mail and phone go from the card and from every list that showed them. */
export function useEraseClient(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => eraseClient(token, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}

/** The filtered requests as a CSV file (a read, run when staff ask for it). */
export const useLeadsCsv = () => useMutation({ mutationFn: ({ token, filter }: { token: string; filter: LeadFilter }) => downloadLeadsCsv(token, filter) });

/** The person's data as it is now, read again for the export (its `exportedAt` is the moment of the export). */
export function usePersonalDataExport(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (token: string): Promise<PersonalData> => queryClient.fetchQuery(personalDataQuery(token, clientId)) });
}
