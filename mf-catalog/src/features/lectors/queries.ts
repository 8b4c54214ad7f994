// The lecturers in the page's query cache: the route's loader fills it, the page reads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { fetchLectors } from './api';

export const lectorsQuery = queryOptions({
  queryKey: queryKeys.lectors.all,
  queryFn: fetchLectors,
  meta: { errorContext: 'Lecturers page' },
});

export const useLectors = () => useQuery(lectorsQuery);
