// Staff people in the browser: an owner invites an editor (through the API: the «Екип» screen is staff-accounts.test.ts);
// the invitation arrives at an SMTP server in this process; the editor opens its link, chooses a password,
// is signed in, signs out, and signs in again at the console's gate with their e-mail; having forgotten the
// password, they ask for a link at the gate and choose a new one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuthToken, Envelope } from '@site/shared';
import { openPage, sessionWithMail } from '../support/session';
import { ADMIN_PASSWORD } from '../support/site';

const mailSite = sessionWithMail();

test('an invited editor sets a password from the e-mail, signs in with their e-mail, and sets a new one when forgotten', async () => {
  const { session, smtp } = mailSite();
  const { site } = session;
  const email = `redaktor-${Date.now()}@example.bg`;
  const password = 'зимата в града е дълга и снежна';

  const signedIn = await site.api<Envelope<AuthToken>>('/auth/verify-token', { method: 'POST', body: JSON.stringify({ token: ADMIN_PASSWORD }) });
  const invited = await site.api('/staff', {
    method: 'POST',
    headers: { authorization: `Bearer ${signedIn.body.data.accessToken}` },
    body: JSON.stringify({ email, name: 'Рада Редакторова', role: 'editor' }),
  });
  assert.equal(invited.status, 201);

  const invitation = await smtp.waitFor(email);
  const link = /(http\S+\/admin\/invitation#\S+)/.exec(invitation.parsed.text ?? '')?.[1];
  assert.ok(link, 'the invitation carries its link');
  // PUBLIC_URL is unset: the link names this server on localhost.
  const address = new URL(link);
  assert.equal(address.port, new URL(site.baseUrl).port);

  const { page, errors } = await openPage(session, address.pathname + address.hash);
  await page.getByRole('heading', { level: 1, name: 'Покана за екипа' }).waitFor();
  await page.getByLabel('Нова парола').fill('кратка');
  await page.getByLabel('Повторете паролата').fill('кратка');
  await page.getByRole('button', { name: 'Запазване и вход' }).click();
  await page.getByText('Паролата трябва да е поне 15 знака').waitFor();
  await page.getByLabel('Нова парола').fill(password);
  await page.getByLabel('Повторете паролата').fill(password);
  await page.getByRole('button', { name: 'Запазване и вход' }).click();
  await page.getByText('Добре дошли в екипа! Паролата е запазена и вече сте влезли.').waitFor();
  await page.getByRole('link', { name: 'Към конзолата' }).click();
  await page.getByRole('heading', { level: 1, name: 'Управление на статии' }).waitFor();

  await page.getByRole('button', { name: 'Изход' }).click();
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(password);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('heading', { level: 1, name: 'Управление на статии' }).waitFor();

  await page.getByRole('button', { name: 'Изход' }).click();
  await page.getByRole('button', { name: 'Забравена парола' }).click();
  await page.getByLabel('Имейл').fill(email);
  await page.getByRole('button', { name: 'Изпращане на връзка' }).click();
  await page.getByText('Ако имейлът е на човек от екипа, до минута ще получите писмо с връзка за нова парола.').waitFor();
  const reset = await smtp.waitFor(email, (mail) => mail.parsed.subject?.startsWith('Нова парола') === true);
  const resetLink = new URL(/(http\S+\/admin\/password-reset#\S+)/.exec(reset.parsed.text ?? '')?.[1] ?? '');
  await page.goto(new URL(resetLink.pathname + resetLink.hash, site.baseUrl).href);
  await page.getByRole('heading', { level: 1, name: 'Избор на нова парола' }).waitFor();
  await page.getByLabel('Нова парола', { exact: true }).fill('пролетта идва след дългата зима');
  await page.getByLabel('Повторете паролата').fill('пролетта идва след дългата зима');
  await page.getByRole('button', { name: 'Запазване и вход' }).click();
  await page.getByText('Новата парола е запазена и вече сте влезли.').waitFor();
  assert.deepEqual(errors, []);
});
