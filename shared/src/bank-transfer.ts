// Paying by bank transfer: the account's details in the order and words the /iban page shows them, and the
// reason for payment a payer writes. The page and the sign-up confirmation e-mail both use these.
import { formatIban } from './iban';
import type { SiteSettings } from './contracts/site-settings';

export interface BankFact {
  key: 'holder' | 'bank' | 'iban' | 'currency' | 'bic';
  term: string;
  value: string;
}

/** Holder, bank, IBAN (in groups of four), the account's currency and BIC; an unset one is left out. Empty without an IBAN. */
export function bankTransferFacts({ companyName, bankName, iban, bic }: SiteSettings): BankFact[] {
  if (!iban) return [];
  const facts: (BankFact | null)[] = [
    { key: 'holder', term: 'Титуляр на сметката', value: companyName },
    bankName ? { key: 'bank', term: 'Банка', value: bankName } : null,
    { key: 'iban', term: 'IBAN', value: formatIban(iban) },
    // Bulgarian accounts were converted to euro on 1 January 2026 (the IBAN stayed the same).
    { key: 'currency', term: 'Валута на сметката', value: 'евро (EUR)' },
    bic ? { key: 'bic', term: 'BIC', value: bic } : null,
  ];
  return facts.filter((fact): fact is BankFact => fact !== null);
}

/** What the payer writes as the reason for payment (основание за плащане). */
export const paymentReason = {
  person: 'трите имена на участника',
  business: 'наименованието на фирмата и наименованието на закупения курс',
} as const;

/** The reason for payment filled in for a person: their names and the course, on one line. */
export function paymentReasonFor(fullName: string, courseTitle: string): string {
  return `${fullName.trim().replace(/\s+/g, ' ')} – ${courseTitle}`;
}
