// Lecturers for /lectors.
import type { Lector } from '@site/shared';
import { cachedRequest, requestData } from '@site/shared/api-client';

export function fetchLectors(): Promise<Lector[]> {
  return cachedRequest('lectors', () => requestData<Lector[]>({ url: '/lectors' }));
}
