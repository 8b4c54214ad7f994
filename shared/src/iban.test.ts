import { formatIban, isValidBulgarianIban } from './iban';

// The official example of the Bulgarian format in the SWIFT IBAN registry.
const EXAMPLE = 'BG80BNBG96611020345678';

describe('Bulgarian IBAN', () => {
  it('accepts a well-formed IBAN, also typed in groups or in lower case', () => {
    expect(isValidBulgarianIban(EXAMPLE)).toBe(true);
    expect(isValidBulgarianIban('bg80 bnbg 9661 1020 3456 78')).toBe(true);
  });

  it('rejects IBANs with wrong check digits, the wrong length or another country', () => {
    expect(isValidBulgarianIban('BG81BNBG96611020345678')).toBe(false);
    expect(isValidBulgarianIban('BG80BNBG9661102034567')).toBe(false);
    expect(isValidBulgarianIban('DE89370400440532013000')).toBe(false);
  });

  it('groups the IBAN by four characters for display', () => {
    expect(formatIban(EXAMPLE)).toBe('BG80 BNBG 9661 1020 3456 78');
    expect(formatIban('BG80 BNBG96611020345678')).toBe('BG80 BNBG 9661 1020 3456 78');
  });
});
