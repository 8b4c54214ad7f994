// The outbox: every e-mail the site sends (confirmations to visitors, alerts to staff), as staff see it in
// the console's «Писма». A message is written with the request that causes it and delivered afterwards.
import { Type, type Static } from 'typebox';
import { Id, IsoDateTime, Nullable, NullableIsoDateTime, StringEnum } from './fields';

export const MAIL_KINDS = [
  'consultation',
  'course-sign-up',
  'event-sign-up',
  'staff-new-request',
  'course-paid',
  'staff-invitation',
  'staff-password-reset',
  'staff-backup-failed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Messages carrying a link that signs a person in: listed, but their text is never shown in the console. */
export const SIGN_IN_LINK_KINDS: readonly MailKind[] = ['staff-invitation', 'staff-password-reset'];

/** queued: not delivered yet (waiting, being retried, or no SMTP server set); sent; failed: given up. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OutboxMessageSchema = Type.Object(
  {
    id: Id({ title: 'Номер' }),
    kind: StringEnum(MAIL_KINDS, { title: 'Вид' }),
    to: Type.String({ title: 'До', description: 'Recipients, comma-separated; empty once the client was erased' }),
    subject: Type.String({ title: 'Тема' }),
    status: StringEnum(MAIL_STATUSES, { title: 'Състояние' }),
    attempts: Type.Integer({ minimum: 0, title: 'Опити' }),
    lastError: Nullable(Type.String(), { title: 'Последна грешка' }),
    createdAt: IsoDateTime({ title: 'Създадено' }),
    sentAt: NullableIsoDateTime({ title: 'Изпратено' }),
  },
  { additionalProperties: false },
);
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

export const MailAttachmentInfoSchema = Type.Object({ filename: Type.String(), contentType: Type.String() }, { additionalProperties: false });

/** One message with what the recipient sees: the plain text, the HTML and the attachments' names. */
export const OutboxMessageDetailSchema = Type.Object(
  {
    ...OutboxMessageSchema.properties,
    messageId: Type.String({ title: 'Message-ID', description: 'Fixed when the message was written; the same on every attempt' }),
    text: Type.String({ title: 'Текст' }),
    html: Type.String({ title: 'HTML' }),
    attachments: Type.Array(MailAttachmentInfoSchema, { title: 'Прикачени файлове' }),
  },
  { additionalProperties: false },
);
export type OutboxMessageDetail = Static<typeof OutboxMessageDetailSchema>;

export const OutboxQuerySchema = Type.Object({ status: Type.Optional(StringEnum(MAIL_STATUSES, { title: 'Състояние' })) }, { additionalProperties: false });
export type OutboxQuery = Static<typeof OutboxQuerySchema>;
