// A person who forgot their password asks for a link by e-mail (through the outbox and a real SMTP server) and
// sets a new one: every session they had ends. Any address gets the same answer, given before it is looked up.
import type { ParsedMail } from 'mailparser';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from './passwords';
import { mailSettingsFor, startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { call, createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
let smtp: TestSmtpServer;
const OLD_PASSWORD = 'старата парола от миналата зима';
const NEW_PASSWORD = 'новата парола е за пролетта';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestContext({ mail: mailSettingsFor(smtp) });
  const passwordHash = await hashPassword(OLD_PASSWORD);
  await t.repos.staffPeople.create({ email: 'petar@example.bg', name: 'Петър Колев', role: 'editor', status: 'active', passwordHash });
  await t.repos.staffPeople.create({ email: 'spryan@example.bg', name: 'Спрян', role: 'editor', status: 'disabled', passwordHash });
  await t.repos.staffPeople.create({ email: 'pokanen@example.bg', name: 'Поканен', role: 'editor', status: 'invited' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string, ip = '203.0.113.5') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
const complete = (token: string, password: string) =>
  call<{ accessToken: string }>(t.app, { method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, password } });
const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'petar@example.bg', password } });
const tokenIn = (mail: ParsedMail) => /\/admin\/password-reset#([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.payload,
  cacheControl: response.headers['cache-control'],
  length: response.headers['content-length'],
});

it('answers every address alike and mails a link only to an active person', async () => {
  const answers = await Promise.all(
    ['petar@example.bg', 'nyama-go@example.bg', 'spryan@example.bg', 'pokanen@example.bg'].map(async (email) => answerOf(await requestReset(email))),
  );
  expect(answers[0]).toEqual({
    status: 202,
    body: JSON.stringify({
      success: true,
      data: null,
      message: 'Ако имейлът е на човек от екипа, до минута ще получите писмо с връзка за нова парола. Връзката важи 30 минути.',
    }),
    cacheControl: 'no-store',
    length: answers[0]!.length,
  });
  for (const answer of answers) expect(answer).toEqual(answers[0]);

  const mail = (await smtp.mailsTo('petar@example.bg')).at(-1)!;
  expect(mail.subject).toBe('Нова парола за Бизнес Академия АД');
  expect(mail.text).toContain('Връзката важи 30 минути и може да се използва веднъж.');
  expect(tokenIn(mail)).not.toBe('');
  const recipients = smtp.received.flatMap((received) => received.to);
  expect(recipients).not.toContain('nyama-go@example.bg');
  expect(recipients).not.toContain('spryan@example.bg');
  expect(recipients).not.toContain('pokanen@example.bg');
});

it('sets the new password once, ending every session and personal token the person had', async () => {
  const before = await signIn(OLD_PASSWORD);
  const oldSession = { authorization: `Bearer ${before.json<{ data: { accessToken: string } }>().data.accessToken}` };
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: oldSession })).statusCode).toBe(200);

  const person = await t.repos.staffPeople.byEmail('petar@example.bg');
  const personalToken = await t.repos.staffTokens.create(person!.id, 'Скрипт', 3_600_000);
  await requestReset('Petar@Example.bg ');
  const token = tokenIn((await smtp.mailsTo('petar@example.bg', 2)).at(-1)!);
  expect(await complete(token, 'кратка')).toEqual({
    status: 400,
    body: { success: false, data: { field: 'password' }, message: 'Паролата трябва да е поне 15 знака' },
  });
  const done = await complete(token, NEW_PASSWORD);
  expect(done.status).toBe(200);

  expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: oldSession })).statusCode).toBe(401);
  const byToken = await t.app.inject({ method: 'POST', url: '/api/courses', headers: { authorization: `Bearer ${personalToken.token}` }, payload: {} });
  expect(byToken.statusCode).toBe(401);
  const sessions = await t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization: `Bearer ${done.body.data.accessToken}` } });
  expect(sessions.json<{ data: unknown[] }>().data).toHaveLength(1);
  expect((await signIn(OLD_PASSWORD)).statusCode).toBe(401);
  expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  expect(await complete(token, 'и още една нова парола за после')).toEqual({
    status: 400,
    body: { success: false, data: { field: 'token' }, message: 'Връзката за нова парола е невалидна, изтекла или вече използвана. Поискайте нова.' },
  });
});

it('refuses a link after its 30 minutes', async () => {
  const person = await t.repos.staffPeople.byEmail('petar@example.bg');
  const token = await t.repos.staffLinks.create(person!.id, 'password-reset', 30 * 60_000, new Date(Date.now() - 31 * 60_000));
  expect((await complete(token, 'лятото в планината е прохладно')).status).toBe(400);
});

it('limits requests for one e-mail, whoever it belongs to', async () => {
  for (const email of ['nikoy@example.bg', 'petar@example.bg']) {
    const statuses = [];
    for (let request = 0; request < 4; request += 1) statuses.push((await requestReset(email, `198.51.100.${request}`)).statusCode);
    expect(statuses).toEqual(email === 'petar@example.bg' ? [202, 429, 429, 429] : [202, 202, 202, 429]);
  }
});
