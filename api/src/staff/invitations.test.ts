// An owner invites a person by e-mail and role; the invitation arrives by e-mail (through the outbox and a real
// SMTP server) with a single-use link; the person sets a password that meets the rules and is signed in with
// that role. The mail view never shows the link.
import type { ParsedMail } from 'mailparser';
import type { Envelope } from '@site/shared';
import type { OutboxMessage } from '@site/shared/contracts/outbox';
import type { StaffPerson } from '@site/shared/contracts/staff';
import { courseBody } from '../test/fixtures';
import { mailSettingsFor, startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
let smtp: TestSmtpServer;
let owner: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestContext({
    mail: mailSettingsFor(smtp),
  });
  owner = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailTo = async (address: string) => (await smtp.mailsTo(address)).at(-1)!;

const invite = (body: object, headers = owner) => call<StaffPerson>(t.app, { method: 'POST', url: '/api/staff', headers, payload: body });
const accept = (token: string, password: string) =>
  call<{ accessToken: string }>(t.app, { method: 'POST', url: '/api/auth/invitations/accept', payload: { token, password } });
const tokenIn = (mail: ParsedMail) => /\/admin\/invitation#([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';

it('invites an editor, who sets a password from the e-mail and is signed in as an editor, once', async () => {
  const invited = await invite({ email: 'Elena@Example.bg', name: 'Елена Маринова', role: 'editor' });
  expect(invited.status).toBe(201);
  expect(invited.body.data).toMatchObject({ email: 'elena@example.bg', name: 'Елена Маринова', role: 'editor', status: 'invited', lastSignInAt: null });

  const mail = await mailTo('elena@example.bg');
  expect(mail.subject).toBe('Покана за екипа на Бизнес Академия АД');
  expect(mail.text).toContain('Поканени сте в екипа на Бизнес Академия АД с роля „Редактор“.');
  expect(mail.text).toContain('https://biznes-akademia.bg/admin/invitation#');
  const token = tokenIn(mail);

  const weak: [string, string][] = [
    ['кратка парола', 'Паролата трябва да е поне 15 знака'],
    ['123456789qwerty', 'Тази парола е сред най-често използваните: изберете друга'],
    ['elena-обича-зимата', 'Паролата не може да съдържа имейла ви'],
    ['Бизнес академия е добро място', 'Паролата не може да съдържа името на сайта'],
  ];
  for (const [password, message] of weak) {
    expect(await accept(token, password)).toEqual({ status: 400, body: { success: false, data: { field: 'password' }, message } });
  }
  const accepted = await accept(token, 'лятото в планината е прохладно');
  expect(accepted.status).toBe(200);
  const editor = { authorization: `Bearer ${accepted.body.data.accessToken}` };
  expect((await call(t.app, { method: 'POST', url: '/api/courses', headers: editor, payload: courseBody({ slug: 'ot-elena' }) })).status).toBe(201);
  expect((await call(t.app, { method: 'GET', url: '/api/leads', headers: editor })).status).toBe(403);
  expect((await call(t.app, { method: 'GET', url: '/api/staff', headers: editor })).status).toBe(403);

  // The link is used up; the person signs in with the password from now on.
  expect((await accept(token, 'друга дълга парола за втори път')).body.message).toBe(
    'Връзката от поканата е невалидна, изтекла или вече използвана. Помолете за нова покана.',
  );
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'elena@example.bg', password: 'лятото в планината е прохладно' },
  });
  expect(signIn.statusCode).toBe(200);
  const listed = (await call<StaffPerson[]>(t.app, { method: 'GET', url: '/api/staff', headers: owner })).body.data.find(
    (person) => person.email === 'elena@example.bg',
  );
  expect(listed).toMatchObject({ status: 'active', role: 'editor' });
  expect(listed?.lastSignInAt).not.toBeNull();
});

it('shows the invitation in the mail view without its link', async () => {
  await invite({ email: 'ivan@example.bg', name: 'Иван', role: 'sales' });
  const token = tokenIn(await mailTo('ivan@example.bg'));
  const sales = { authorization: `Bearer ${CLIENTS_TOKEN}` };
  const listed = (await call<OutboxMessage[]>(t.app, { method: 'GET', url: '/api/outbox', headers: sales })).body.data.find(
    (message) => message.to === 'ivan@example.bg',
  );
  expect(listed).toMatchObject({ kind: 'staff-invitation', subject: 'Покана за екипа на Бизнес Академия АД' });
  const detail = await t.app.inject({ method: 'GET', url: `/api/outbox/${listed!.id}`, headers: sales });
  expect(detail.payload).not.toContain(token);
  expect(detail.json<Envelope<{ text: string }>>().data.text).toBe('Писмото съдържа връзка за вход в системата и не се показва.');
});

it('refuses an e-mail already in the team, a team without remotes, and anyone but an owner', async () => {
  expect((await invite({ email: 'ELENA@example.bg', name: 'Друга Елена', role: 'sales' })).body).toEqual({
    success: false,
    data: { field: 'email' },
    message: 'Вече има човек от екипа с този имейл',
  });
  expect((await invite({ email: 'ekip-katalog@example.bg', name: 'Каталог', role: 'team' })).status).toBe(400);
  const team = await invite({ email: 'ekip-katalog@example.bg', name: 'Каталог', role: 'team', remotes: ['catalog'] });
  expect(team.body.data).toMatchObject({ role: 'team', remotes: ['catalog'] });
  expect((await invite({ email: 'nyakoy@example.bg', name: 'Някой', role: 'owner' }, { authorization: `Bearer ${CLIENTS_TOKEN}` })).status).toBe(403);
});

it('refuses a link after its 72 hours', async () => {
  const person = await t.repos.staffPeople.create({ email: 'kasno@example.bg', name: 'Късно', role: 'editor', status: 'invited' });
  const token = await t.repos.staffLinks.create(person.id, 'invitation', 72 * 3_600_000, new Date(Date.now() - 73 * 3_600_000));
  expect((await accept(token, 'лятото в планината е прохладно')).status).toBe(400);
});
