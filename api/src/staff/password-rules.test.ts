import { passwordMessages, passwordProblem } from './password-rules';

it('takes 15 to 128 characters of any kind, counted as a person sees them', () => {
  expect(passwordProblem('ябълка и круша!', 'maria@example.bg')).toBeNull();
  expect(passwordProblem('ябълка и круша', 'maria@example.bg')).toBe(passwordMessages.tooShort);
  expect(passwordProblem('😀'.repeat(15), 'maria@example.bg')).toBeNull();
  expect(passwordProblem('a'.repeat(128), 'maria@example.bg')).toBeNull();
  expect(passwordProblem('a'.repeat(129), 'maria@example.bg')).toBe(passwordMessages.tooLong);
});

it('refuses a common password, the e-mail name and the site name, ignoring case and spaces', () => {
  expect(passwordProblem('1qaz2wsx3edc4rfv', 'maria@example.bg')).toBe(passwordMessages.common);
  expect(passwordProblem('1QAZ 2wsx 3edc 4rfv', 'maria@example.bg')).toBe(passwordMessages.common);
  expect(passwordProblem('моята MARIA е най-добрата', 'maria@example.bg')).toBe(passwordMessages.containsEmail);
  expect(passwordProblem('моето бизнесАКАДЕМИЯ 2026', 'maria@example.bg')).toBe(passwordMessages.containsSiteName);
});
