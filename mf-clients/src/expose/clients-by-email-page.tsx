// Exposed as 'clients/ClientsByEmailPage': the route module of /clients/by-email. It has no loader:
// nothing can be read before staff type the token, and the lookup runs when they submit the form.
import type { PageMeta } from '@site/shared';
import { ClientsByEmailPage } from '../features/client-lookup/components/clients-by-email-page';
import { lookupTexts } from '../features/client-lookup/messages';

export const Component = ClientsByEmailPage;

/** A staff screen: titled, and kept out of search engines. */
export function head(): PageMeta {
  return { title: lookupTexts.byEmailHeading, robots: 'noindex, nofollow' };
}
