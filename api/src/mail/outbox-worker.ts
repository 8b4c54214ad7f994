// The outbox worker: delivers due messages one at a time over SMTP, records each result (retry with the
// schedule, or failed), and gives up on messages older than a day. Its log lines name a message by id and
// kind only: never an address, a name or a body.
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import type { OutboxRepository } from '../db/repositories/outbox';
import { retryPolicy, type MailConfig } from './mail-config';
import type { MailTransport } from './smtp-transport';

export const EXPIRED_MESSAGE = 'Не е изпратено в рамките на 24 часа.';

export function outboxDelivery(options: {
  kind: DatabaseHandle['kind'];
  outbox: OutboxRepository;
  transport: MailTransport | null;
  mail: MailConfig;
  log: FastifyBaseLogger;
}) {
  const { kind, outbox, transport, mail, log } = options;
  const policy = retryPolicy(mail.retry);
  /** Until none is due; once `stopping` is aborted (a shutdown), after the message in hand: the rest stay queued. */
  return async function deliverDue(stopping?: AbortSignal): Promise<void> {
    if (!transport) return;
    const expired = await outbox.expire(mail.retry.giveUpAfterMs, EXPIRED_MESSAGE);
    if (expired > 0) log.warn({ expired }, 'messages older than a day were not sent and are marked failed');
    while (
      !stopping?.aborted &&
      (await outbox.deliverNext(
        kind,
        async (message) => {
          const result = await transport.send(message);
          if (result.sent) log.info({ mailId: message.id, mailKind: message.kind }, 'mail sent');
          else
            log.warn(
              { mailId: message.id, mailKind: message.kind, attempt: message.attempts + 1, permanent: result.permanent },
              'mail not sent; kept to try again unless permanent',
            );
          return result;
        },
        policy,
      ))
    );
  };
}
