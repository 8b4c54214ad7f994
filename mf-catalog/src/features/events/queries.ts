// The events in the page's query cache: the route loaders fill it, the pages read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { fetchActiveEvents, fetchEventBySlug } from './api';

export const activeEventsQuery = queryOptions({
  queryKey: queryKeys.events.active(),
  queryFn: fetchActiveEvents,
  meta: { errorContext: 'Events page' },
});

/** One event; an unknown slug is an error (404) and the page shows its not-found text. */
export const eventBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.events.bySlug(slug),
    queryFn: () => fetchEventBySlug(slug),
    meta: { errorContext: 'Event page' },
  });

export const useActiveEvents = () => useQuery(activeEventsQuery);

export const useEventBySlug = (slug: string) => useQuery(eventBySlugQuery(slug));
