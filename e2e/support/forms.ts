// Filling in the site's sign-up form as a visitor does (consultation, course or event).
import type { Locator } from 'playwright-core';

export interface Visitor {
  fullName: string;
  email: string;
  phone: string;
}

/** Name, e-mail, phone and the two required consents. */
export async function fillRegistration(form: Locator, visitor: Visitor): Promise<void> {
  await form.getByLabel(/Име и фамилия/).fill(visitor.fullName);
  await form.getByLabel(/Имейл/).fill(visitor.email);
  await form.getByLabel(/Телефон/).fill(visitor.phone);
  await form.getByRole('checkbox', { name: /политиката за лични данни/ }).check();
  await form.getByRole('checkbox', { name: /общите условия/ }).check();
}
