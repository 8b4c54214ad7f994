// Fills the registration form the way a visitor does: the three fields and the two required consents.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const VISITOR = { fullName: 'Мария Георгиева', email: 'maria@example.com', phone: '0899000111' };

export async function fillRegistration(user: UserEvent, scope: HTMLElement, visitor = VISITOR): Promise<void> {
  const form = within(scope);
  // paste rather than type: the same events for the form, far fewer renders on a slow machine
  await user.click(form.getByLabelText(/Име и фамилия/));
  await user.paste(visitor.fullName);
  await user.click(form.getByLabelText(/Имейл/));
  await user.paste(visitor.email);
  await user.click(form.getByLabelText(/Телефон/));
  await user.paste(visitor.phone);
  await user.click(form.getByRole('checkbox', { name: /политиката за лични данни/ }));
  await user.click(form.getByRole('checkbox', { name: /общите условия/ }));
}
