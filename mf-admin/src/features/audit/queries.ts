// The audit log's pages in the page's query cache: one list per set of filters, grown a page at a time.
import { queryKeys } from '@site/shared/data';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@site/shared/contracts/audit';
import { useSessionStore } from '../../lib/session-store';
import { inStaffSession } from '../../lib/staff-read';
import { getAuditPage } from './api';

export function useAuditPages(filter: AuditQuery) {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useInfiniteQuery({
    queryKey: queryKeys.audit.pages(filter),
    queryFn: ({ pageParam }) => inStaffSession(() => getAuditPage({ ...filter, ...(pageParam === null ? {} : { before: pageParam }) })),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: signedIn,
    meta: { errorContext: 'Audit log' },
  });
}
