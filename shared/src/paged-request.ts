// One page of a paged list from /api. Bundled into each app that reads one, beside the shared axios instance
// (`requestEnvelope` of the api-client, a singleton every shell has): a remote that pages runs with a shell
// built before paging existed. Imported by its package name, so that webpack takes the page's one copy of
// the api-client from the share scope rather than bundling a second.
import { ApiError, requestEnvelope } from '@site/shared/api-client';
import type { Paged } from './paging';

/** The page's items and where it is; a server that does not page answers every item as one page. */
export async function requestPage<T>(config: Parameters<typeof requestEnvelope>[0]): Promise<Paged<T>> {
  const { success, data, message, page } = await requestEnvelope<T[]>(config);
  if (!success) throw new ApiError(message);
  return { items: data, page: page ?? { number: 1, size: Math.max(1, data.length), total: data.length } };
}
