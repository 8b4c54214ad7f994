// The administrator's calls on lecturers: every lecturer (inactive ones too), save, status and order, delete.
import type { Lector, LectorInput } from '@site/shared';
import { requestEveryPage } from '@site/shared/paged-request';
import { staffWrites } from '../../lib/staff-writes';

export function listAllLectors(): Promise<Lector[]> {
  return requestEveryPage<Lector>({ method: 'GET', url: '/lectors/all' });
}

export const { save: saveLector, change: changeLector, remove: deleteLector } = staffWrites<Lector, LectorInput>('/lectors');
