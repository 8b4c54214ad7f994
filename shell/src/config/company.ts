// The one place that holds the company's contact, registry and bank data shown on the site's pages.

/**
 * The operator. Registry data (ЕИК, seat and registered address) is not known to this project yet:
 * the bracketed values are deliberate placeholders, to be replaced with the entries of the
 * Commercial Register before launch. They must stay recognisable as placeholders until then.
 */
export const company = {
  name: 'Бизнес Академия АД',
  legalForm: 'акционерно дружество',
  eik: '[ЕИК на дружеството]',
  registeredAddress: '[адрес по регистрация]',
  /** Example address: the real support mailbox is not given in the specification. */
  supportEmail: 'support@biznes-akademia.bg',
  /** Example name: the real manager's name is not given in the specification. */
  manager: { title: 'Управител', name: 'Мария Иванова' },
  /** The specification says only that the correspondence address is being changed. */
  correspondenceAddressNote: 'Адресът за кореспонденция е в процес на промяна. Новият адрес ще бъде публикуван на тази страница.',
} as const;

/**
 * Bank details for payment by transfer. EXAMPLE VALUES: the IBAN below is the official example of the
 * Bulgarian IBAN format (22 characters, valid check digits) published in the SWIFT IBAN registry, and
 * the BIC and bank belong to that example. Replace all four values with the company's real account.
 */
export const bankAccount = {
  iban: 'BG80BNBG96611020345678',
  bic: 'BNBGBGSD',
  bank: 'Българска народна банка',
  holder: company.name,
} as const;

/** What the payer writes as the reason for payment (основание за плащане). */
export const paymentReason = {
  person: 'трите имена на участника',
  business: 'наименованието на фирмата и наименованието на закупения курс',
  example: 'Иван Петров Иванов – Бизнес планиране',
} as const;

/** The IBAN in groups of four characters, the way it is printed on bank documents. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 13616 check: Bulgarian length and the mod-97 check digits. */
export function isValidBulgarianIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^BG\d{2}[A-Z]{4}\d{6}[A-Z0-9]{8}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
