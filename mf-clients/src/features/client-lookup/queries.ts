// The two staff lookups in the page's query cache. Nothing is read before staff submit the form (the
// token is typed there), and every submit asks the server again: staff expect current data. The token
// is passed to the query function, never put in a key. The answers are personal data: stale at once,
// dropped from memory shortly after no screen shows them, and forgotten with the token (staffData).
import { useState } from 'react';
import { queryOptions, useQueries, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Client, Envelope, Paged } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { forgetStaffData } from '@site/shared/data/staff-data';
import { staffData } from '../../lib/staff-data';
import { fetchClientByEmail, fetchFilteredClients } from './api';
import { lookupMessages } from './messages';

export const clientByEmailQuery = (email: string, token: string) =>
  queryOptions({
    queryKey: queryKeys.clients.byEmail(email),
    queryFn: () => fetchClientByEmail(email, token),
    ...staffData(lookupMessages.clientFetchError),
  });

export const filteredClientsQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.clients.filtered(),
    queryFn: () => fetchFilteredClients(token),
    ...staffData(lookupMessages.clientsFetchError),
  });

/** What a lookup screen shows: the button's loading state, then the result or the red error line (spec section 4). */
export interface Lookup<T> {
  loading: boolean;
  data: T | null;
  error: string;
  /** Drops what is shown, and any answer still on its way, from the screen and from the cache. */
  clear: () => void;
}

export function useClientByEmailLookup(): Lookup<Client> & { search: (email: string, token: string) => void } {
  const { search, ...lookup } = useSubmittedLookup<Client, ReturnType<typeof queryKeys.clients.byEmail>>(
    lookupMessages.clientNotFound,
    lookupMessages.clientFetchError,
  );
  return { ...lookup, search: (email, token) => search(clientByEmailQuery(email, token)) };
}

export function useFilteredClientsLookup(): Lookup<Paged<Client>> & { search: (token: string) => void } {
  const { search, ...lookup } = useSubmittedLookup<Paged<Client>, ReturnType<typeof queryKeys.clients.filtered>>(
    lookupMessages.clientsNotFound,
    lookupMessages.clientsFetchError,
  );
  return { ...lookup, search: (token) => search(filteredClientsQuery(token)) };
}

type LookupQuery<T, Key extends QueryKey> = UseQueryOptions<Envelope<T | null>, Error, Envelope<T | null>, Key>;

/**
 * The query of what the form last submitted. Its observer never fetches by itself (`enabled: false`):
 * `search` does, so each press asks the server again even for the same key, with the token typed then.
 * While a search runs the previous answer is not shown; a failed envelope (401, 404) is an answer, its
 * `message` shown; a call that throws is a failed query, logged by the query cache.
 */
function useSubmittedLookup<T, Key extends QueryKey>(notFound: string, fetchError: string): Lookup<T> & { search: (query: LookupQuery<T, Key>) => void } {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<LookupQuery<T, Key> | null>(null);
  // No query at all before the first search (and after the token is forgotten).
  const queries: LookupQuery<T, Key>[] = submitted ? [{ ...submitted, enabled: false }] : [];
  const [query] = useQueries({ queries });

  const search = (options: LookupQuery<T, Key>) => {
    setSubmitted(options);
    // The outcome is read from the cache through the observer above; a failure is logged there.
    queryClient.query(options).catch(() => undefined);
  };
  const clear = () => {
    setSubmitted(null);
    // Removing a query also cancels its fetch, so a late answer is dropped.
    forgetStaffData(queryClient);
  };

  return { ...shown(query, notFound, fetchError), search, clear };
}

function shown<T>(query: UseQueryResult<Envelope<T | null>> | undefined, notFound: string, fetchError: string): Pick<Lookup<T>, 'loading' | 'data' | 'error'> {
  const nothing = { loading: false, data: null, error: '' };
  if (!query) return nothing;
  if (query.fetchStatus === 'fetching') return { ...nothing, loading: true };
  if (query.status === 'error') return { ...nothing, error: fetchError };
  if (query.status === 'pending') return nothing;
  const envelope = query.data;
  if (envelope.success && envelope.data !== null) return { ...nothing, data: envelope.data };
  return { ...nothing, error: envelope.message || notFound };
}
