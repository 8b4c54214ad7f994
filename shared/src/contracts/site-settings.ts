// The company's data the public pages show (GET /api/site-settings): settings of the server (environment
// variables), null where unset. The defaults and the fallback are in ../site-settings.
import { Type, type Static } from 'typebox';
import { NullableText } from './fields';

export const SiteSettingsSchema = Type.Object(
  {
    companyName: Type.String({ title: 'Име на фирмата', description: 'COMPANY_NAME, the registered name with its legal form' }),
    eik: NullableText(13, { title: 'ЕИК', description: 'COMPANY_EIK, 9 or 13 digits' }),
    registeredAddress: NullableText(2000, { title: 'Седалище и адрес на управление', description: 'COMPANY_ADDRESS, seat and registered address' }),
    manager: NullableText(2000, { title: 'Управител', description: 'COMPANY_MANAGER' }),
    supportEmail: NullableText(254, { title: 'Имейл за поддръжка', description: 'COMPANY_EMAIL, the support mailbox' }),
    phone: NullableText(40, { title: 'Телефон', description: 'COMPANY_PHONE, as it is printed' }),
    iban: NullableText(22, { title: 'IBAN', description: 'BANK_IBAN, a Bulgarian IBAN without spaces; the holder is the company' }),
    bic: NullableText(11, { title: 'BIC', description: 'BANK_BIC' }),
    bankName: NullableText(2000, { title: 'Банка', description: 'BANK_NAME' }),
  },
  { additionalProperties: false, description: 'Each value is a server setting (environment variable); null where it is unset.' },
);
export type SiteSettings = Static<typeof SiteSettingsSchema>;
