// The outbox: messages written with the request that causes them, then delivered one at a time by the
// outbox worker. Nothing here talks to an SMTP server; `deliverNext` hands a due message to the caller's
// send function and records what it answered.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { SIGN_IN_LINK_KINDS, type MailStatus, type OutboxMessage, type OutboxMessageDetail, type OutboxQuery } from '@site/shared/contracts/outbox';
import type { Database, DatabaseHandle } from '../database';
import { outboxMessages } from '../schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  'kind' | 'clientId' | 'registrationId' | 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'headers' | 'attachments' | 'messageId'
>;

/** What became of one delivery: sent, or failed with a reason and whether trying again may help. */
export type DeliveryResult = { sent: true } | { sent: false; error: string; permanent: boolean };

/** When to try a message again after a failed attempt, or null to give up (it is marked failed). */
export type RetryPolicy = (message: { createdAt: Date; attempts: number }, now: Date) => Date | null;

/** What the console shows instead of a message that carries a sign-in link. */
export const SIGN_IN_LINK_HIDDEN = 'Писмото съдържа връзка за вход в системата и не се показва.';

/** The console's list: the newest messages first, at most this many. */
export const OUTBOX_LIST_LIMIT = 200;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind as OutboxMessage['kind'],
    to: row.toAddress,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function createOutboxRepository(db: Database) {
  const due = (now: Date) => and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, now));

  async function record(tx: Database, row: OutboxRow, result: DeliveryResult, retry: RetryPolicy, now: Date): Promise<void> {
    const attempts = row.attempts + 1;
    if (result.sent) {
      await tx.update(outboxMessages).set({ status: 'sent', attempts, lastError: null, sentAt: now }).where(eq(outboxMessages.id, row.id));
      return;
    }
    const next = result.permanent ? null : retry({ createdAt: row.createdAt, attempts }, now);
    await tx
      .update(outboxMessages)
      .set(next ? { attempts, lastError: result.error, nextAttemptAt: next } : { attempts, lastError: result.error, status: 'failed' })
      .where(eq(outboxMessages.id, row.id));
  }

  return {
    async add(messages: NewOutboxMessage[]): Promise<number[]> {
      if (messages.length === 0) return [];
      const rows = await db.insert(outboxMessages).values(messages).returning({ id: outboxMessages.id });
      return rows.map((row) => row.id);
    },

    /**
     * Delivers the oldest due message through `send` and records the result; false when none is due. On
     * PostgreSQL the row stays locked (FOR UPDATE SKIP LOCKED) until its result is recorded: another process
     * never takes it meanwhile, and a process that dies mid-send lets go of it at once. Embedded PGlite has
     * one process and one connection, which a transaction would hold for the whole send: there the row is
     * read unlocked (the worker never runs twice at once) and a crash leaves it queued.
     */
    async deliverNext(kind: DatabaseHandle['kind'], send: (row: OutboxRow) => Promise<DeliveryResult>, retry: RetryPolicy): Promise<boolean> {
      const now = new Date();
      const pick = (tx: Database) =>
        tx.select().from(outboxMessages).where(due(now)).orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id)).limit(1);
      if (kind === 'pglite') {
        const [row] = await pick(db);
        if (!row) return false;
        await record(db, row, await send(row), retry, new Date());
        return true;
      }
      return db.transaction(async (tx) => {
        const [row] = await pick(tx).for('update', { skipLocked: true });
        if (!row) return false;
        await record(tx, row, await send(row), retry, new Date());
        return true;
      });
    },

    /**
     * Queued messages written more than `giveUpAfterMs` ago are failed at once, unsent (the server was down, or
     * had no SMTP server, for that long). Not one staff sent again (`retry`): it is due from that moment, later
     * than the retry schedule ever sets an attempt, and gets its attempt however old it is.
     */
    async expire(giveUpAfterMs: number, reason: string): Promise<number> {
      const giveUp = sql`make_interval(secs => ${giveUpAfterMs / 1000})`;
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'failed', lastError: reason })
        .where(
          and(
            eq(outboxMessages.status, 'queued'),
            lte(outboxMessages.createdAt, sql`now() - ${giveUp}`),
            lte(outboxMessages.nextAttemptAt, sql`${outboxMessages.createdAt} + ${giveUp}`),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    async list({ status }: OutboxQuery = {}, limit = OUTBOX_LIST_LIMIT): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(status ? eq(outboxMessages.status, status) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      return rows.map(toMessage);
    },

    async find(id: number): Promise<OutboxMessageDetail | null> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      if (!row) return null;
      const message = toMessage(row);
      // Whoever reads the mail view must not be able to sign in as the person the link was for.
      const hidden = SIGN_IN_LINK_KINDS.includes(message.kind);
      return {
        ...message,
        messageId: row.messageId,
        text: hidden ? SIGN_IN_LINK_HIDDEN : row.textBody,
        html: hidden ? `<p>${SIGN_IN_LINK_HIDDEN}</p>` : row.htmlBody,
        attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      };
    },

    /** A failed message queued again, due now; null when unknown, false when it has not failed. */
    async retry(id: number): Promise<boolean | null> {
      const [row] = await db
        .update(outboxMessages)
        .set({ status: 'queued', nextAttemptAt: sql`now()` })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed'), sql`${outboxMessages.toAddress} <> ''`))
        .returning({ id: outboxMessages.id });
      if (row) return true;
      const [exists] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, id));
      return exists ? false : null;
    },

    /** Erasure: the client's messages keep their kind, status and times; addresses and bodies are gone. */
    async eraseForClient(clientId: number): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          toAddress: '',
          // Staff alerts written before their subjects left the name out end in « – {name}».
          subject: sql`case when ${outboxMessages.kind} = 'staff-new-request' then regexp_replace(${outboxMessages.subject}, ' – .*$', '') else ${outboxMessages.subject} end`,
          textBody: '',
          htmlBody: '',
          headers: {},
          attachments: [],
          lastError: null,
        })
        .where(eq(outboxMessages.clientId, clientId));
      await db
        .update(outboxMessages)
        .set({ status: 'failed', lastError: 'Клиентът е изтрит: писмото не е изпратено.' })
        .where(and(eq(outboxMessages.clientId, clientId), eq(outboxMessages.status, 'queued')));
    },

    /** Counts by status (tests and the health of the queue). */
    async counts(ids?: number[]): Promise<Record<MailStatus, number>> {
      const rows = await db
        .select({ status: outboxMessages.status, count: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(ids ? inArray(outboxMessages.id, ids) : undefined)
        .groupBy(outboxMessages.status);
      const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status as MailStatus] = row.count;
      return counts;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
