// Turns what a message says into the outbox row that is sent: rendered as HTML and text, addressed, with a
// fixed Message-ID, and, for a person with marketing consent, the one-click withdrawal headers and link.
import { randomUUID } from 'node:crypto';
import type { MailKind } from '@site/shared/contracts/outbox';
import type { NewOutboxMessage } from '../db/repositories/outbox';
import type { MailContent } from './mail-content';
import { renderMailHtml } from './mail-layout';
import { renderMailText } from './mail-text';

export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Envelope {
  kind: MailKind;
  to: string[];
  /** The client the message is about; none for one to a staff person. */
  clientId: number | null;
  registrationId: number | null;
  /** The withdrawal link of a person who gave marketing consent. */
  unsubscribeUrl?: string;
  attachments?: Attachment[];
}

export const UNSUBSCRIBE_LABEL = 'Отписване от търговски съобщения';

export function composeMessage(envelope: Envelope, content: MailContent, site: { companyName: string; siteOrigin: string }): NewOutboxMessage {
  const withLink: MailContent = envelope.unsubscribeUrl ? { ...content, unsubscribe: { label: UNSUBSCRIBE_LABEL, url: envelope.unsubscribeUrl } } : content;
  return {
    kind: envelope.kind,
    clientId: envelope.clientId,
    registrationId: envelope.registrationId,
    toAddress: envelope.to.join(', '),
    subject: content.subject,
    textBody: renderMailText(withLink, site.companyName, site.siteOrigin),
    htmlBody: renderMailHtml(withLink, site.companyName, site.siteOrigin),
    headers: envelope.unsubscribeUrl ? { 'List-Unsubscribe': `<${envelope.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    attachments: envelope.attachments ?? [],
    messageId: `<${randomUUID()}@${new URL(site.siteOrigin).hostname}>`,
  };
}
