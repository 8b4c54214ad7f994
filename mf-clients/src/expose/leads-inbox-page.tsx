// Exposed as 'clients/LeadsInboxPage': the route module of /clients. It has no loader: nothing can be
// read before there is a token, and the token lives in the browser tab only.
import type { PageMeta } from '@site/shared';
import { LeadsInboxPage } from '../features/leads/components/leads-inbox-page';
import { inboxTexts } from '../features/leads/messages';

export const Component = LeadsInboxPage;

/** A staff screen: titled, and kept out of search engines. */
export function head(): PageMeta {
  return { title: inboxTexts.heading, robots: 'noindex, nofollow' };
}
