// Registration rules and their messages (spec section 5), used by the sign-up form and the server. The
// payload's fields and limits are RegistrationPayloadSchema's; the rules and messages here are the spec's.
// (This module imports no schema builder: the public pages bundle it.)
import type { RegistrationPayload } from '../contracts/registration';

export const registrationMessages = {
  fullNameRequired: 'Името е задължително',
  emailInvalid: 'Невалиден имейл',
  emailRequired: 'Имейлът е задължителен',
  phoneRequired: 'Телефонът е задължителен',
  privacyRequired: 'Трябва да се съгласите с политиката за лични данни',
  termsRequired: 'Трябва да се съгласите с общите условия',
} as const;

/** Fields of the payload; naming one the schema does not have fails the build. */
type PayloadField<Field extends keyof RegistrationPayload> = Field;
export type RegistrationField = PayloadField<'fullName' | 'email' | 'phone' | 'agreedToPrivacyPolicy' | 'agreedToTermsOfService'>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

// One address, no spaces, a dot in the domain: what a person types, not the whole of RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The e-mail's message, if any: required, then valid (the sign-up and the marketing withdrawal share it). */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return registrationMessages.emailRequired;
  if (!isValidEmail(value)) return registrationMessages.emailInvalid;
  return undefined;
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

type RegistrationFields = Pick<RegistrationPayload, RegistrationField>;

/** Every rule that fails, one message per field; empty when the payload may be sent. */
export function validateRegistration(values: RegistrationFields): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.fullName.trim()) errors.fullName = registrationMessages.fullNameRequired;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.phone.trim()) errors.phone = registrationMessages.phoneRequired;
  if (!values.agreedToPrivacyPolicy) errors.agreedToPrivacyPolicy = registrationMessages.privacyRequired;
  if (!values.agreedToTermsOfService) errors.agreedToTermsOfService = registrationMessages.termsRequired;
  return errors;
}
