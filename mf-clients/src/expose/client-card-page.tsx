// Exposed as 'clients/ClientCardPage': the route module of /clients/:id. It has no loader: nothing can
// be read before there is a token, and the token lives in the browser tab only.
import type { PageMeta } from '@site/shared';
import { ClientCardPage } from '../features/leads/components/client-card-page';
import { cardTexts } from '../features/leads/messages';

export const Component = ClientCardPage;

/** A staff screen: titled, and kept out of search engines. */
export function head(): PageMeta {
  return { title: cardTexts.title, robots: 'noindex, nofollow' };
}
