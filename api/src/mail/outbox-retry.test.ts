// «Изпрати отново» of a message older than the give-up time (a day by default: after an outage, or a
// refused address fixed days later) sends it once. The worker runs only when kicked here (no polling in
// between), so each step below is one run of it, in order.
import { eq } from 'drizzle-orm';
import type { OutboxMessage, OutboxMessageDetail } from '@site/shared/contracts/outbox';
import { outboxMessages } from '../db/schema';
import { signUpBody } from '../test/fixtures';
import { mailSettingsFor, startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { adminHeaders, call, createTestContext, signUp, type TestContext } from '../test/test-app';

const GIVE_UP_AFTER_MS = 120_000;

let smtp: TestSmtpServer;
let t: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestContext({
    mail: mailSettingsFor(smtp, {
      retry: { fastDelayMs: 200, fastPeriodMs: 60_000, slowDelayMs: 1_000, giveUpAfterMs: GIVE_UP_AFTER_MS },
      pollMs: 3_600_000,
    }),
  });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function messageTo(address: string): Promise<OutboxMessageDetail> {
  const listed = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox', headers: admin })).body.data.find(
    (message) => message.to === address,
  );
  if (!listed) throw new Error(`no message to ${address}`);
  return (await call<OutboxMessageDetail>(t.app, { method: 'GET', url: `/api/outbox/${listed.id}`, headers: admin })).body.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = await read();
    if (done(value)) return value;
    if (waited > 20_000) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('sends a failed message older than the give-up time when staff send it again, instead of expiring it unsent', async () => {
  smtp.rejectRecipient('late@example.bg');
  expect((await signUp(t.app, signUpBody({ email: 'late@example.bg' }))).status).toBe(201);
  const failed = await until(
    () => messageTo('late@example.bg'),
    (message) => message.status === 'failed',
    'the refusal',
  );
  expect(failed.lastError).toMatch(/^550/);

  // Written longer ago than the give-up time, as after days of a refused address.
  const longAgo = new Date(Date.now() - 5 * GIVE_UP_AFTER_MS);
  await t.database.db.update(outboxMessages).set({ createdAt: longAgo, nextAttemptAt: longAgo }).where(eq(outboxMessages.id, failed.id));
  smtp.acceptRecipient('late@example.bg');
  expect((await call(t.app, { method: 'POST', url: `/api/outbox/${failed.id}/retry`, headers: admin })).status).toBe(200);

  const after = await until(
    () => messageTo('late@example.bg'),
    (message) => message.status !== 'queued',
    'the retry',
  );
  expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  expect(smtp.received.filter((mail) => mail.to.includes('late@example.bg'))).toHaveLength(1);
});

it('still fails a message left waiting for longer than the give-up time, without sending it', async () => {
  smtp.setMode('refuse');
  expect((await signUp(t.app, signUpBody({ email: 'stale@example.bg' }))).status).toBe(201);
  const waiting = await until(
    () => messageTo('stale@example.bg'),
    (message) => message.attempts > 0,
    'the first attempt',
  );
  expect(waiting.status).toBe('queued');
  const longAgo = new Date(Date.now() - 5 * GIVE_UP_AFTER_MS);
  await t.database.db.update(outboxMessages).set({ createdAt: longAgo, nextAttemptAt: longAgo }).where(eq(outboxMessages.id, waiting.id));
  smtp.setMode('accept');

  // Another sign-up kicks the worker: its first step fails what waited too long.
  expect((await signUp(t.app, signUpBody({ email: 'fresh@example.bg' }))).status).toBe(201);
  await until(
    () => messageTo('fresh@example.bg'),
    (message) => message.status === 'sent',
    'the fresh message',
  );
  expect(await messageTo('stale@example.bg')).toMatchObject({ status: 'failed', lastError: 'Не е изпратено в рамките на 24 часа.' });
  expect(smtp.received.some((mail) => mail.to.includes('stale@example.bg'))).toBe(false);
});
