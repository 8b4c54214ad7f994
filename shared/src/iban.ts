// Bulgarian IBANs: the check the server makes on BANK_IBAN at start, and the grouping the /iban page prints.

/** The IBAN in groups of four characters, the way it is printed on bank documents. */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 13616 check: Bulgarian length and the mod-97 check digits (spaces and case do not matter). */
export function isValidBulgarianIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^BG\d{2}[A-Z]{4}\d{6}[A-Z0-9]{8}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
