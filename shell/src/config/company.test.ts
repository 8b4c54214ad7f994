import { bankAccount, company, formatIban, isValidBulgarianIban } from './company';

describe('company configuration', () => {
  it('holds a well-formed Bulgarian IBAN, so a mistyped replacement is caught', () => {
    expect(bankAccount.iban).toHaveLength(22);
    expect(isValidBulgarianIban(bankAccount.iban)).toBe(true);
  });

  it('rejects IBANs with wrong check digits or the wrong length', () => {
    expect(isValidBulgarianIban('BG81BNBG96611020345678')).toBe(false);
    expect(isValidBulgarianIban('BG80BNBG9661102034567')).toBe(false);
    expect(isValidBulgarianIban('DE89370400440532013000')).toBe(false);
  });

  it('groups the IBAN by four characters for display', () => {
    expect(formatIban('BG80BNBG96611020345678')).toBe('BG80 BNBG 9661 1020 3456 78');
  });

  it('names a joint-stock company and marks unknown registry data as placeholders', () => {
    expect(company.name).toMatch(/ АД$/);
    expect(company.eik).toMatch(/^\[.+\]$/);
    expect(company.registeredAddress).toMatch(/^\[.+\]$/);
    expect(company.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  });
});
