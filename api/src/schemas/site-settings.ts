// JSON schema of the company settings the public pages show (GET /api/site-settings).
import { nullableText } from './common';

export const siteSettingsSchema = {
  type: 'object',
  required: ['companyName', 'eik', 'registeredAddress', 'manager', 'supportEmail', 'phone', 'iban', 'bic', 'bankName'],
  additionalProperties: false,
  description: 'Each value is a server setting (environment variable); null where it is unset.',
  properties: {
    companyName: { type: 'string', description: 'COMPANY_NAME, the registered name with its legal form' },
    eik: { ...nullableText(13), description: 'COMPANY_EIK, 9 or 13 digits' },
    registeredAddress: { ...nullableText(2000), description: 'COMPANY_ADDRESS, seat and registered address' },
    manager: { ...nullableText(2000), description: 'COMPANY_MANAGER' },
    supportEmail: { ...nullableText(254), description: 'COMPANY_EMAIL, the support mailbox' },
    phone: { ...nullableText(40), description: 'COMPANY_PHONE' },
    iban: { ...nullableText(22), description: 'BANK_IBAN, a Bulgarian IBAN without spaces; the holder is the company' },
    bic: { ...nullableText(11), description: 'BANK_BIC' },
    bankName: { ...nullableText(2000), description: 'BANK_NAME' },
  },
} as const;
