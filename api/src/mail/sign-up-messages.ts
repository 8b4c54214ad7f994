// The messages a stored sign-up causes: the visitor's confirmation (consultation, course or VIP package,
// event with its calendar entry) and, when STAFF_EMAIL is set, the alert to staff.
import type { Course, SiteSettings } from '@site/shared';
import type { NewOutboxMessage } from '../db/repositories/outbox';
import type { Registered } from '../db/repositories/clients';
import { composeMessage, type Envelope } from './compose';
import { eventCalendar, type CalendarEvent } from './event-calendar';
import type { MailConfig } from './mail-config';
import type { MailContent } from './mail-content';
import { consultationReceived, courseSignUpReceived, eventSignUpReceived, staffNewRequest, type Person } from './messages';
import { unsubscribeUrl } from './unsubscribe-link';

export interface SignUpFacts {
  registered: Registered;
  person: Person;
  course: Pick<Course, 'title' | 'price'> | null;
  event: CalendarEvent | null;
  /** When the sign-up arrived: the messages show prices by that day's rules. */
  at: Date;
}

export interface MailContext {
  mail: MailConfig;
  settings: SiteSettings;
  /** The key that signs withdrawal links (server_keys). */
  unsubscribeKey: Buffer;
}

/** The visitor's message of any kind: with the withdrawal link when the person has marketing consent now. */
export function toVisitor(
  context: MailContext,
  registered: Pick<Registered, 'clientId' | 'registrationId' | 'marketingConsent'>,
  person: Person,
  kind: Envelope['kind'],
  content: MailContent,
  attachments: Envelope['attachments'] = [],
): NewOutboxMessage {
  const site = { companyName: context.settings.companyName, siteOrigin: context.mail.siteOrigin };
  return composeMessage(
    {
      kind,
      to: [person.email],
      clientId: registered.clientId,
      registrationId: registered.registrationId,
      unsubscribeUrl: registered.marketingConsent ? unsubscribeUrl(context.unsubscribeKey, registered.clientId, context.mail.siteOrigin) : undefined,
      attachments,
    },
    content,
    site,
  );
}

export function signUpMessages(context: MailContext, { registered, person, course, event, at }: SignUpFacts): NewOutboxMessage[] {
  const site = { settings: context.settings, siteOrigin: context.mail.siteOrigin, writtenAt: at };
  const messages: NewOutboxMessage[] = [];
  if (event) {
    const calendar = eventCalendar(event, context.mail.siteOrigin, context.settings.companyName);
    const attachment = { filename: 'sabitie.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar };
    messages.push(toVisitor(context, registered, person, 'event-sign-up', eventSignUpReceived(site, person, event), [attachment]));
  } else if (course) {
    messages.push(toVisitor(context, registered, person, 'course-sign-up', courseSignUpReceived(site, person, course)));
  } else {
    messages.push(toVisitor(context, registered, person, 'consultation', consultationReceived(site, person)));
  }
  if (context.mail.staffEmails.length > 0) {
    const content = staffNewRequest(site, { clientId: registered.clientId, kind: registered.kind, person, subject: event?.title ?? course?.title ?? null });
    messages.push(
      composeMessage(
        { kind: 'staff-new-request', to: context.mail.staffEmails, clientId: registered.clientId, registrationId: registered.registrationId },
        content,
        { companyName: context.settings.companyName, siteOrigin: context.mail.siteOrigin },
      ),
    );
  }
  return messages;
}
