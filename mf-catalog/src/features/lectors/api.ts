// Lecturers for /lectors.
import type { Lector } from '@site/shared';
import { requestData } from '@site/shared/api-client';

export function fetchLectors(): Promise<Lector[]> {
  return requestData<Lector[]>({ url: '/lectors' });
}
