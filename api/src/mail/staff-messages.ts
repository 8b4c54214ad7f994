// Messages to staff people about their account, each with a single-use link: the invitation, a new password.
import { staffRoleLabels, type StaffRole } from '@site/shared/contracts/staff';
import type { NewOutboxMessage } from '../db/repositories/outbox';
import { composeMessage } from './compose';
import type { MailContext } from './sign-up-messages';

export const INVITATION_HOURS = 72;
export const PASSWORD_RESET_MINUTES = 30;

/** Where a link leads: the token in the fragment, so it is never sent to a server or in a Referer. */
const linkUrl = (siteOrigin: string, page: 'invitation' | 'password-reset', token: string) => new URL(`/admin/${page}#${token}`, siteOrigin).href;

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
      action: { label: 'Приемете поканата', url: linkUrl(context.mail.siteOrigin, 'invitation', token) },
      closing: ['Поздрави,'],
    },
    { companyName, siteOrigin: context.mail.siteOrigin },
  );
}

export function staffPasswordReset(context: MailContext, person: { email: string; name: string }, token: string): NewOutboxMessage {
  const { companyName } = context.settings;
  return composeMessage(
    { kind: 'staff-password-reset', to: [person.email], clientId: null, registrationId: null },
    {
      subject: `Нова парола за ${companyName}`,
      greeting: `Здравейте, ${person.name.trim()},`,
      paragraphs: [
        `Поискана е нова парола за профила ви в екипа на ${companyName}.`,
        `Връзката важи ${PASSWORD_RESET_MINUTES} минути и може да се използва веднъж. Със смяната на паролата всичките ви сесии и ключове за достъп се прекратяват.`,
        'Ако не сте поискали нова парола, не правете нищо: паролата ви остава същата.',
      ],
      action: { label: 'Изберете нова парола', url: linkUrl(context.mail.siteOrigin, 'password-reset', token) },
      closing: ['Поздрави,'],
    },
    { companyName, siteOrigin: context.mail.siteOrigin },
  );
}
