// One page of a paged list from /api. Bundled into each app that reads one, beside the shared axios instance
// (`requestEnvelope` of the api-client, a singleton every shell has): a remote that pages runs with a shell
// built before paging existed. Imported by its package name, so that webpack takes the page's one copy of
// the api-client from the share scope rather than bundling a second.
import { ApiError, requestEnvelope } from '@site/shared/api-client';
import { MAX_PAGE_SIZE, type Paged } from './paging';

/**
 * The page's items and where it is; a server that does not page answers every item as one page. A refusal is
 * thrown as an ApiError with the server's message and the HTTP status (a 401 sends staff back to sign in).
 */
export async function requestPage<T>(config: Parameters<typeof requestEnvelope>[0]): Promise<Paged<T>> {
  // requestEnvelope gives a refusal's envelope without its status: the answer's parser notes it on the way.
  let status: number | undefined;
  const { success, data, message, page } = await requestEnvelope<T[]>({
    ...config,
    transformResponse: (body: unknown, _headers: unknown, code?: number) => {
      status = code;
      return typeof body === 'string' ? parsedOr(body) : body;
    },
  });
  if (!success) throw new ApiError(message, status);
  return { items: data, page: page ?? { number: 1, size: Math.max(1, data.length), total: data.length } };
}

/** JSON as axios would parse it; text that is not JSON (a proxy's error page) as it came. */
function parsedOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Every item of a paged list, a page of `MAX_PAGE_SIZE` at a time, for a screen that shows or chooses from all of
 * them (the console's events, the picture library): each answer stays bounded, the list does not.
 */
export async function requestEveryPage<T>(config: Parameters<typeof requestEnvelope>[0]): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await requestPage<T>({ ...config, params: { ...(config.params as object | undefined), page, pageSize: MAX_PAGE_SIZE } });
    items.push(...answer.items);
    if (answer.items.length === 0 || page * answer.page.size >= answer.page.total) return items;
  }
}
