// Exposed as 'clients/ClientsFilteredPage': the route module of /clients/filtered. It has no loader:
// nothing can be read before staff type the token, and the list loads when they submit the form.
import type { PageMeta } from '@site/shared';
import { ClientsFilteredPage } from '../features/client-lookup/components/clients-filtered-page';
import { lookupTexts } from '../features/client-lookup/messages';

export const Component = ClientsFilteredPage;

/** A staff screen: titled, and kept out of search engines. */
export function head(): PageMeta {
  return { title: lookupTexts.filteredHeading, robots: 'noindex, nofollow' };
}
