// Every event, past and inactive ones too, for the console's list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { listAllEvents } from './api';

export const staffEventsQuery = queryOptions({
  queryKey: queryKeys.events.every(),
  queryFn: listAllEvents,
  meta: { errorContext: 'Admin event list' },
});

export const useStaffEvents = () => useQuery(staffEventsQuery);
