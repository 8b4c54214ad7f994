// The audit log's pages in the page's query cache: one list per set of filters, grown a page at a time.
import { queryKeys } from '@site/shared/data';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@site/shared/contracts/audit';
import { useSessionStore } from '../../lib/session-store';
import { withStaffToken } from '../../lib/staff-read';
import { getAuditPage } from './api';

export function useAuditPages(filter: AuditQuery) {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useInfiniteQuery({
    queryKey: queryKeys.audit.pages(filter),
    queryFn: ({ pageParam }) => withStaffToken((token) => getAuditPage(token, { ...filter, ...(pageParam === null ? {} : { before: pageParam }) })),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: signedIn,
    meta: { errorContext: 'Audit log' },
  });
}
