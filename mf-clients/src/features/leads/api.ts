// The leads inbox's and the client card's calls. Each sends the staff token as a Bearer header (never
// in the URL), returns the envelope's data, and throws an ApiError carrying the server's message.
import type { Course, Erasure, EventItem, Lead, LeadFilter, LeadPage, LeadStatus, PersonalData } from '@site/shared';
import { bearer, requestBlob, requestData } from '@site/shared/api-client';
import { requestEveryPage } from '@site/shared/paged-request';

/** GET /api/leads: one page of the filtered requests, newest first; `cursor` is the previous page's nextCursor. */
export function fetchLeads(token: string, filter: LeadFilter, cursor: string | null): Promise<LeadPage> {
  return requestData<LeadPage>({ method: 'GET', url: '/leads', params: { ...filter, cursor: cursor ?? undefined }, headers: bearer(token) });
}

/** GET /api/leads/export.csv: every filtered request as a CSV file. */
export function downloadLeadsCsv(token: string, filter: LeadFilter): Promise<Blob> {
  return requestBlob({ method: 'GET', url: '/leads/export.csv', params: filter, headers: bearer(token) });
}

/** PATCH /api/leads/:id/status: the request as it now is, with its status changes. */
export function setLeadStatus(token: string, id: number, status: LeadStatus): Promise<Lead> {
  return requestData<Lead>({ method: 'PATCH', url: `/leads/${id}/status`, data: { status }, headers: bearer(token) });
}

/** GET /api/clients/:id/personal-data: everything held about one person. */
export function fetchPersonalData(token: string, clientId: number): Promise<PersonalData> {
  return requestData<PersonalData>({ method: 'GET', url: `/clients/${clientId}/personal-data`, headers: bearer(token) });
}

/** POST /api/clients/:id/marketing-withdrawal: staff withdraw the marketing consent on the person's request. */
export async function withdrawMarketingConsent(token: string, clientId: number): Promise<void> {
  await requestData<null>({ method: 'POST', url: `/clients/${clientId}/marketing-withdrawal`, headers: bearer(token) });
}

/** POST /api/clients/:id/erase: irreversible. */
export function eraseClient(token: string, clientId: number): Promise<Erasure> {
  return requestData<Erasure>({ method: 'POST', url: `/clients/${clientId}/erase`, headers: bearer(token) });
}

/** GET /api/courses (public): every course, inactive ones too, for the inbox's course filter. */
export function fetchAllCourses(): Promise<Course[]> {
  return requestData<Course[]>({ method: 'GET', url: '/courses' });
}

/** GET /api/events (public): every event, past ones too, for the inbox's event filter. */
export function fetchAllEvents(): Promise<EventItem[]> {
  return requestEveryPage<EventItem>({ method: 'GET', url: '/events' });
}
