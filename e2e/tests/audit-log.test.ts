// «Дневник» in the browser: a sales person opens a client's card (through the API, with their session); the owner
// opens the log, filters it by that person, and sees the opening with the client's number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuthToken, Course, Envelope } from '@site/shared';
import { trackPageErrors } from '../support/browser';
import { sessionWithMail } from '../support/session';
import { ADMIN_PASSWORD, signUpForCourse } from '../support/site';

const mailSite = sessionWithMail();

test('an owner filters «Дневник» by a sales person and sees their opening of a client card', async () => {
  const { session, smtp } = mailSite();
  const { site, browser } = session;
  const post = (path: string, body: object, token?: string) =>
    site.api<Envelope<AuthToken>>(path, { method: 'POST', body: JSON.stringify(body), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const owner = await post('/auth/verify-token', { token: ADMIN_PASSWORD });
  const email = `prodazhbi-${Date.now()}@example.bg`;
  assert.equal((await post('/staff', { email, name: 'Петя Продажбова', role: 'sales' }, owner.body.data.accessToken)).status, 201);
  const link = /\/admin\/invitation#(\S+)/.exec((await smtp.waitFor(email)).parsed.text ?? '')?.[1] ?? '';
  const sales = (await post('/auth/invitations/accept', { token: link, password: 'продажбите вървят добре през есента' })).body.data.accessToken;

  const course = (await site.api<Envelope<Course[]>>('/courses/active')).body.data[0]!;
  await signUpForCourse(site, { fullName: 'Мария Клиентова', email: 'maria.klientova@example.bg', phone: '0888123456' }, course);
  const found = await site.api<Envelope<{ id: number }>>('/clients/by-email?email=maria.klientova@example.bg', {
    headers: { authorization: `Bearer ${sales}` },
  });
  const clientId = found.body.data.id;
  assert.equal((await site.api(`/clients/${clientId}`, { headers: { authorization: `Bearer ${sales}` } })).status, 200);

  const page = await browser.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${site.baseUrl}/admin/audit`);
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('heading', { level: 1, name: 'Дневник на действията' }).waitFor();
  await page.getByLabel('Служител').selectOption({ label: 'Петя Продажбова' });
  await page.getByRole('button', { name: 'Търсене' }).click();
  const table = page.getByRole('table', { name: 'Събития в дневника, най-новите първи' });
  const opening = table.getByRole('row').filter({ hasText: 'GET /api/clients/:id' });
  await opening.waitFor();
  assert.match(await opening.innerText(), new RegExp(`Петя Продажбова[\\s\\S]*clients №${clientId}[\\s\\S]*изпълнено`));
  // Only hers: the owner's own reads of the log are not among them.
  assert.equal(await table.getByRole('row').filter({ hasText: 'GET /api/audit' }).count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
