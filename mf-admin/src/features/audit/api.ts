// The audit log as owners read it: a page of events for the filters, and the CSV of the same (a plain link: the
// browser sends the console's session cookie with it).
import type { AuditPage, AuditQuery } from '@site/shared/contracts/audit';
import { requestData } from '@site/shared/api-client';

/** GET /api/audit: the newest events matching `query` (older ones with `before`). */
export function getAuditPage(query: AuditQuery): Promise<AuditPage> {
  return requestData<AuditPage>({ method: 'GET', url: '/audit', params: query });
}

/** The address of the CSV of the events matching `query`. */
export function auditCsvHref(query: AuditQuery): string {
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const search = params.toString();
  return `/api/audit/export.csv${search ? `?${search}` : ''}`;
}
