// PUT bodies may repeat the id (the admin form sends it); a different one is a client mistake.
import { badRequest } from '../lib/http-error';

export function assertBodyIdMatches(bodyId: number | undefined, pathId: number): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw badRequest(`Идентификаторът в тялото (${bodyId}) не съвпада с този в адреса (${pathId})`, { field: 'id' });
  }
}
