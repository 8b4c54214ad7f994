// The audit log's pages in the page's query cache: one list per set of filters, grown a page at a time.
import { queryKeys } from '@site/shared/data';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@site/shared/contracts/audit';
import { useSessionStore } from '../../lib/session-store';
import { staffPagesRead } from '../../lib/staff-read';
import { getAuditPage } from './api';

export const auditPagesQuery = (filter: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit.pages(filter),
    ...staffPagesRead((before: number | null) => getAuditPage({ ...filter, ...(before === null ? {} : { before }) }), 'Audit log'),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export function useAuditPages(filter: AuditQuery) {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useInfiniteQuery({ ...auditPagesQuery(filter), enabled: signedIn });
}
