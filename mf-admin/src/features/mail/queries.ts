// The outbox in the page's query cache, read in the staff session. A message's status changes in the
// background (the outbox worker), so reads are fresh for a few seconds only, and a list that shows a
// message waiting to go out is read again every few seconds while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailStatus, OutboxMessage } from '@site/shared/contracts/outbox';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import { getOutboxMessage, listOutbox, retryOutboxMessage } from './api';

const FRESH_FOR_MS = 5_000;
export const QUEUED_REFRESH_MS = 5_000;

export const outboxListQuery = (status: MailStatus | null) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(status),
    ...staffRead(() => listOutbox(status), 'Outbox'),
    staleTime: FRESH_FOR_MS,
  });

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.outbox.byId(id),
    ...staffRead(() => getOutboxMessage(id), 'Outbox message'),
    staleTime: FRESH_FOR_MS,
  });

const waiting = (messages: OutboxMessage[] | undefined) => messages?.some((message) => message.status === 'queued') ?? false;

export function useOutbox(status: MailStatus | null) {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({
    ...outboxListQuery(status),
    enabled: signedIn,
    refetchInterval: (query) => (waiting(query.state.data) ? QUEUED_REFRESH_MS : false),
  });
}

export function useOutboxMessage(id: number) {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({
    ...outboxMessageQuery(id),
    enabled: signedIn,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? QUEUED_REFRESH_MS : false),
  });
}

/** «Изпрати отново» of a message (its id): over once the list and the open message show it waiting again. */
export const useRetryOutboxMessage = (feedback: ConsoleFeedback<void, number>) =>
  useConsoleMutation({ mutationFn: retryOutboxMessage, invalidates: [queryKeys.outbox.all], ...feedback });
