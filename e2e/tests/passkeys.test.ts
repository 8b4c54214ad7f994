// Passkeys in the browser, answered by Chromium's virtual authenticator (CDP WebAuthn domain): an invited editor
// adds a passkey in «Профил» (their first second factor: the recovery codes are shown), signs out, and signs in
// again with e-mail, password and the passkey. WebAuthn needs a host name, so the page is opened on localhost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuthToken, Envelope } from '@site/shared';
import { trackPageErrors } from '../support/browser';
import { sessionWithMail } from '../support/session';
import { ADMIN_PASSWORD } from '../support/site';

const mailSite = sessionWithMail();

test('an editor adds a passkey in «Профил» and signs in with it', async () => {
  const { session, smtp } = mailSite();
  const { site, browser } = session;
  const email = `klyuch-${Date.now()}@example.bg`;
  const password = 'ключът за достъп е в лаптопа';

  // Invited and accepted through the API (the screens for that are tested in staff-accounts.test.ts).
  const post = (path: string, body: object, token?: string) =>
    site.api<Envelope<AuthToken>>(path, { method: 'POST', body: JSON.stringify(body), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const owner = await post('/auth/verify-token', { token: ADMIN_PASSWORD });
  assert.equal((await post('/staff', { email, name: 'Калина Ключова', role: 'editor' }, owner.body.data.accessToken)).status, 201);
  const invitation = await smtp.waitFor(email);
  const token = /\/admin\/invitation#(\S+)/.exec(invitation.parsed.text ?? '')?.[1] ?? '';
  assert.equal((await post('/auth/invitations/accept', { token, password })).status, 200);

  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const origin = site.baseUrl.replace('127.0.0.1', 'localhost');
  const signIn = async () => {
    await page.getByLabel('Имейл').fill(email);
    await page.getByLabel('Парола', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Вход', exact: true }).click();
  };

  await page.goto(`${origin}/admin/profile`);
  await signIn();
  await page.getByRole('heading', { level: 1, name: 'Профил' }).waitFor();
  const factor = page.getByRole('region', { name: 'Втори фактор' });
  await factor.getByLabel('Име на ключа').fill('Лаптопът в офиса');
  await factor.getByRole('button', { name: 'Добавяне на ключ за достъп' }).click();
  const codes = factor.getByRole('list', { name: 'Резервни кодове' });
  await codes.waitFor();
  assert.equal((await codes.getByRole('listitem').allInnerTexts()).length, 10);
  await factor.getByRole('button', { name: 'Запазих кодовете' }).click();
  await factor.getByText('Вторият фактор е включен.').waitFor();
  await factor.getByRole('table', { name: 'Вашите ключове за достъп' }).getByText('Лаптопът в офиса').waitFor();

  // Signed out, then in: the server asks for the second factor, and the passkey answers.
  await page.getByRole('button', { name: 'Изход' }).click();
  await signIn();
  await page.getByRole('alert').filter({ hasText: 'Въведете кода от приложението за удостоверяване (или резервен код)' }).waitFor();
  await page.getByRole('button', { name: 'Вход с ключ за достъп' }).click();
  await page.getByRole('heading', { level: 1, name: 'Профил' }).waitFor();
  const row = page.getByRole('table', { name: 'Вашите ключове за достъп' }).getByRole('row').filter({ hasText: 'Лаптопът в офиса' });
  await row.waitFor();
  assert.doesNotMatch(await row.innerText(), /още не е използван/);
  assert.deepEqual(errors, []);
  await context.close();
});
