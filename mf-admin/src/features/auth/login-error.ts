// What the gate says when the password check fails (spec section 8, Admin).
import { ApiError } from '@site/shared/api-client';
import { serverMessage, statusOf } from '../../lib/api-errors';

export const loginMessages = {
  wrongPassword: 'Грешна парола',
  wrongEmailOrPassword: 'Грешен имейл или парола',
  checkFailed: 'Грешка при проверка на паролата',
  tooManyAttempts: 'Твърде много опити. Моля, опитайте отново след минута.',
  passwordRequired: 'Моля, въведете паролата',
  codeRequired: 'Въведете кода от приложението за удостоверяване (или резервен код)',
  passkeyFailed: 'Ключът за достъп не отговори. Опитайте отново или въведете код.',
} as const;

/** `withEmail`: a staff person's sign-in (e-mail and password) rather than the administrator password. */
export function loginErrorMessage(error: unknown, withEmail = false): string {
  const status = statusOf(error);
  if (status === 429) return serverMessage(error) ?? loginMessages.tooManyAttempts;
  // 401, or an envelope that says success: false: the server looked at the password and refused it (and says why:
  // e.g. that an owner with a second factor signs in with e-mail, password and code).
  if (status === 401 || (error instanceof ApiError && status !== undefined && status < 300)) {
    return serverMessage(error) ?? (withEmail ? loginMessages.wrongEmailOrPassword : loginMessages.wrongPassword);
  }
  return loginMessages.checkFailed;
}
