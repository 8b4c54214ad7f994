// What a staff password must be (OWASP ASVS 5, NIST SP 800-63B): at least 15 characters, up to 128 (any
// characters, no composition rules), not one of the ~49,000 most common passwords (@zxcvbn-ts/language-common),
// and not containing the person's e-mail name or the site's name, ignoring case and spaces.
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;
const SITE_NAME = 'Бизнес Академия';

export const passwordMessages = {
  tooShort: `Паролата трябва да е поне ${PASSWORD_MIN_LENGTH} знака`,
  tooLong: `Паролата може да е най-много ${PASSWORD_MAX_LENGTH} знака`,
  common: 'Тази парола е сред най-често използваните: изберете друга',
  containsEmail: 'Паролата не може да съдържа имейла ви',
  containsSiteName: 'Паролата не може да съдържа името на сайта',
} as const;

const folded = (text: string) => text.toLocaleLowerCase('bg').replace(/\s+/g, '');
let common: Set<string> | null = null;

/** Why `password` may not be used by the person with `email`, or null when it may. */
export function passwordProblem(password: string, email: string): string | null {
  // Counted in characters as a person sees them, not UTF-16 code units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  common ??= new Set((dictionary['passwords-common'] as string[]).map(folded));
  const candidate = folded(password);
  if (common.has(candidate)) return passwordMessages.common;
  const emailName = folded(email.split('@')[0] ?? '');
  if (emailName.length >= 3 && candidate.includes(emailName)) return passwordMessages.containsEmail;
  if (candidate.includes(folded(SITE_NAME))) return passwordMessages.containsSiteName;
  return null;
}
