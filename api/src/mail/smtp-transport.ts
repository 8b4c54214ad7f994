// Delivery of one outbox message over SMTP with nodemailer. Time limits keep an unreachable or stuck
// server from holding the worker; a 5xx answer (a refused address) is not worth trying again.
import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryResult, OutboxRow } from '../db/repositories/outbox';
import { errorCode } from '../lib/error-code';

export interface MailTransport {
  send(message: OutboxRow): Promise<DeliveryResult>;
  close(): void;
}

/** What of an SMTP failure is kept with the message: the server's reply code and text, or the error's code. */
function describe(error: unknown): { text: string; permanent: boolean } {
  const responseCode = typeof error === 'object' && error !== null ? Reflect.get(error, 'responseCode') : undefined;
  const response = typeof error === 'object' && error !== null ? Reflect.get(error, 'response') : undefined;
  if (typeof responseCode === 'number') {
    return { text: typeof response === 'string' ? response.slice(0, 500) : `SMTP ${responseCode}`, permanent: responseCode >= 500 && responseCode < 600 };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { text: `${errorCode(error) ?? 'ERROR'}: ${message}`.slice(0, 500), permanent: false };
}

export function createSmtpTransport(smtpUrl: string, from: string, replyTo: string | null): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      try {
        await transporter.sendMail({
          from,
          to: message.toAddress,
          replyTo: message.kind === 'staff-new-request' ? undefined : (replyTo ?? undefined),
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: message.messageId,
          headers: message.headers,
          attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
        });
        return { sent: true };
      } catch (error: unknown) {
        const { text, permanent } = describe(error);
        return { sent: false, error: text, permanent };
      }
    },
    close: () => transporter.close(),
  };
}
