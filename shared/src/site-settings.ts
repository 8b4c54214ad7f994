// The company's data the public pages show (contacts, registry entries, bank account): settings of the
// server (environment variables, api/src/config.ts), served by GET /api/site-settings. A value that is
// not set is null, and the page leaves out the sentence that needs it.

export interface SiteSettings {
  /** The operator's registered name with its legal form's abbreviation: COMPANY_NAME. */
  companyName: string;
  /** ЕИК (UIC), 9 or 13 digits: COMPANY_EIK. */
  eik: string | null;
  /** Seat and registered address: COMPANY_ADDRESS. */
  registeredAddress: string | null;
  /** The manager's name: COMPANY_MANAGER. */
  manager: string | null;
  /** The support mailbox: COMPANY_EMAIL. */
  supportEmail: string | null;
  /** The contact phone as it is printed: COMPANY_PHONE. */
  phone: string | null;
  /** Bulgarian IBAN without spaces (the account holder is the company): BANK_IBAN. */
  iban: string | null;
  /** BANK_BIC. */
  bic: string | null;
  /** The bank's name: BANK_NAME. */
  bankName: string | null;
}

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
