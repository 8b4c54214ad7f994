import { validateRegistration, registrationMessages, normaliseEmail, emailError } from './registration';

const valid = {
  fullName: 'Иван Петров',
  email: 'ivan@example.bg',
  phone: '0888 123 456',
  agreedToPrivacyPolicy: true,
  agreedToTermsOfService: true,
};

describe('validateRegistration', () => {
  it('accepts a complete payload', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every missing field with the spec message', () => {
    expect(validateRegistration({ fullName: ' ', email: '', phone: '', agreedToPrivacyPolicy: false, agreedToTermsOfService: false })).toEqual({
      fullName: 'Името е задължително',
      email: 'Имейлът е задължителен',
      phone: 'Телефонът е задължителен',
      agreedToPrivacyPolicy: 'Трябва да се съгласите с политиката за лични данни',
      agreedToTermsOfService: 'Трябва да се съгласите с общите условия',
    });
  });

  it.each(['ivan', 'ivan@', 'ivan@example', 'iv an@example.bg', '@example.bg'])('rejects the address %s', (email) => {
    expect(validateRegistration({ ...valid, email }).email).toBe(registrationMessages.emailInvalid);
  });

  it('gives the e-mail alone its message, as the marketing withdrawal form checks it', () => {
    expect(emailError('  ')).toBe('Имейлът е задължителен');
    expect(emailError('ivan@example')).toBe('Невалиден имейл');
    expect(emailError(' ivan@example.bg ')).toBeUndefined();
  });

  it('normalises an address for identity', () => {
    expect(normaliseEmail('  Ivan@Example.BG ')).toBe('ivan@example.bg');
  });
});
