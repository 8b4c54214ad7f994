// The public forms as plain HTML forms: what their fields are called, how a submission is read (from the
// browser's FormData or the server's parsed body alike), and what the server hands back to the page when
// it answers a form posted without scripts (the values typed and the messages next to the fields).
import type { RegistrationPayload } from './entities';

/** Anything with FormData's `get`: FormData in the browser, URLSearchParams on the server. */
export interface FormFields {
  get(name: string): FormDataEntryValue | null;
}

export type RegistrationValues = Omit<RegistrationPayload, 'registrationSource' | 'courseIds'>;

const text = (fields: FormFields, name: string) => {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
};
/** A ticked checkbox is sent (as "on", or its value); an unticked one is not sent at all. */
const ticked = (fields: FormFields, name: string) => fields.get(name) !== null;

/** The registration form's fields as typed; the same reading for the page's script and the server. */
export function registrationValuesFrom(fields: FormFields): RegistrationValues {
  return {
    fullName: text(fields, 'fullName'),
    email: text(fields, 'email'),
    phone: text(fields, 'phone'),
    agreedToPrivacyPolicy: ticked(fields, 'agreedToPrivacyPolicy'),
    agreedToTermsOfService: ticked(fields, 'agreedToTermsOfService'),
    agreedToMarketingPolicy: ticked(fields, 'agreedToMarketingPolicy'),
    agreedToCookiePolicy: ticked(fields, 'agreedToCookiePolicy'),
  };
}

/** The hidden field only bots fill in. */
export const honeypotFrom = (fields: FormFields) => text(fields, 'website');

export const emailFrom = (fields: FormFields) => text(fields, 'email');

/** The spec's registration source of a free consultation (section 4). */
export const CONSULTATION_SOURCE = 'Free Consultation';

export type PageFormName = 'sign-up' | 'withdrawal';

/**
 * A form posted without scripts that the server could not take: the page is rendered again with what was
 * typed and why it was refused. `failed` without a message: the page shows its own failure text.
 */
export interface SubmittedForm {
  form: PageFormName;
  /** The address the form was posted to (the page it belongs to). */
  pathname: string;
  values: Partial<Record<keyof RegistrationValues, string | boolean>>;
  fieldErrors: Partial<Record<string, string>>;
  failed: boolean;
  message: string | null;
}

/** The query a page is sent back to after a successful post (303), so it shows its success text. */
export const SENT_QUERY = 'sent';
