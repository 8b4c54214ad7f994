// The administrator's calls on lecturers: every lecturer (inactive ones too), save, status and order, delete.
import type { Lector, LectorInput, StatusAndOrder } from '@site/shared';
import { bearer, requestData } from '@site/shared/api-client';

export function listAllLecturers(token: string): Promise<Lector[]> {
  return requestData<Lector[]>({ method: 'GET', url: '/lectors/all', headers: bearer(token) });
}

export function saveLecturer(token: string, input: LectorInput, id: number | null): Promise<Lector> {
  return id === null
    ? requestData<Lector>({ method: 'POST', url: '/lectors', data: input, headers: bearer(token) })
    : requestData<Lector>({ method: 'PUT', url: `/lectors/${id}`, data: { ...input, id }, headers: bearer(token) });
}

export function changeLecturer(token: string, id: number, change: StatusAndOrder): Promise<Lector> {
  return requestData<Lector>({ method: 'PATCH', url: `/lectors/${id}`, data: change, headers: bearer(token) });
}

export async function deleteLecturer(token: string, id: number): Promise<void> {
  await requestData<null>({ method: 'DELETE', url: `/lectors/${id}`, headers: bearer(token) });
}
