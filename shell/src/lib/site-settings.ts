// The company's contacts, registry data and bank account (server settings) in the page's query cache:
// the fetcher, the query, the loader step and the hook of the legal, contact and IBAN pages.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { requestData } from '@site/shared/api-client';
import { queryKeys, readQuery } from '@site/shared/data';
import { UNSET_SITE_SETTINGS, type SiteSettings } from '@site/shared/site-settings';

export function fetchSiteSettings(): Promise<SiteSettings> {
  return requestData<SiteSettings>({ url: '/site-settings' });
}

export const siteSettingsQuery = queryOptions({
  queryKey: queryKeys.siteSettings.all,
  queryFn: fetchSiteSettings,
  meta: { errorContext: 'Site settings' },
});

/**
 * The loader of a page that shows the settings: the page is rendered (on the server, or after a click)
 * once they are in the cache, so it never shows first without a sentence and then with it.
 */
export async function loadSiteSettings(queryClient: QueryClient): Promise<null> {
  await readQuery(queryClient, siteSettingsQuery);
  return null;
}

/** The settings; when they could not be read, nothing but the company name (every sentence that needs one is left out). */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQuery).data ?? UNSET_SITE_SETTINGS;
}
