// Messages to staff people about their account: the invitation with its single-use link.
import { staffRoleLabels, type StaffRole } from '@site/shared/contracts/staff';
import type { NewOutboxMessage } from '../db/repositories/outbox';
import { composeMessage } from './compose';
import type { MailContext } from './sign-up-messages';

export const INVITATION_HOURS = 72;

/** Where an invitation's link leads: the token in the fragment, so it is never sent to a server or in a Referer. */
export const invitationUrl = (siteOrigin: string, token: string) => new URL(`/admin/invitation#${token}`, siteOrigin).href;

export function staffInvitation(context: MailContext, person: { email: string; name: string; role: StaffRole }, token: string): NewOutboxMessage {
  const { companyName } = context.settings;
  return composeMessage(
    { kind: 'staff-invitation', to: [person.email], clientId: null, registrationId: null },
    {
      subject: `Покана за екипа на ${companyName}`,
      greeting: `Здравейте, ${person.name.trim()},`,
      paragraphs: [
        `Поканени сте в екипа на ${companyName} с роля „${staffRoleLabels[person.role]}“.`,
        `Изберете парола от поне 15 знака, за да влезете. Връзката важи ${INVITATION_HOURS} часа и може да се използва веднъж.`,
        'Ако не очаквате тази покана, не правете нищо: без парола профилът не може да се използва.',
      ],
      action: { label: 'Приемете поканата', url: invitationUrl(context.mail.siteOrigin, token) },
      closing: ['Поздрави,'],
    },
    { companyName, siteOrigin: context.mail.siteOrigin },
  );
}
