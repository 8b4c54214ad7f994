// The company's data the public pages show (contacts, registry entries, bank account): settings of the
// server (environment variables, api/src/config.ts), served by GET /api/site-settings. A value that is
// not set is null, and the page leaves out the sentence that needs it. The shape is ./contracts/site-settings.
import type { SiteSettings } from './contracts/site-settings';

export type { SiteSettings } from './contracts/site-settings';

/** The brand this product was built for, a joint-stock company as the legal pages say: the default COMPANY_NAME. */
export const DEFAULT_COMPANY_NAME = 'Бизнес Академия АД';

/** Nothing set but the name: what a page shows when the settings could not be read. */
export const UNSET_SITE_SETTINGS: SiteSettings = {
  companyName: DEFAULT_COMPANY_NAME,
  eik: null,
  registeredAddress: null,
  manager: null,
  supportEmail: null,
  phone: null,
  iban: null,
  bic: null,
  bankName: null,
};
