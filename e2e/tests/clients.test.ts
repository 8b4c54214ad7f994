// Staff lookup screens against the real server: a client registered through the site's API is found
// by e-mail and in the filtered list with CLIENTS_TOKEN; a wrong token shows the server's message only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Course, Envelope } from '@site/shared';
import { trackPageErrors } from '../support/browser';
import { endSession, startSession } from '../support/session';
import { CLIENTS_TOKEN, signUpForCourse, type Site } from '../support/site';

let site: Site;
let browser: Browser;
let course: Course;
const fullName = 'Елена Тестова';
const email = `e2e-klient-${Date.now()}@example.bg`;

before(async () => {
  ({ site, browser } = await startSession());
  const courses = await site.api<Envelope<Course[]>>('/courses/active');
  assert.equal(courses.status, 200);
  const first = courses.body.data[0];
  assert.ok(first, 'the seed has at least one active course');
  course = first;
  // What the course sign-up form sends: the filtered list holds clients with at least one course.
  await signUpForCourse(site, { fullName, email, phone: '+359 88 765 4321' }, course);
});

after(() => endSession({ site, browser }));

/** A fresh tab (its own sessionStorage) on the given screen. */
async function openScreen(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${site.baseUrl}${pathname}`);
  return { page, errors };
}

test('a registered client is found by e-mail with the staff token, and the token stays out of the URL', async () => {
  const { page, errors } = await openScreen('/clients/by-email');
  await page.getByRole('heading', { level: 1, name: 'Търсене на клиент по имейл' }).waitFor();
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  await page.getByLabel('Имейл').fill(email.toUpperCase());
  const token = page.getByLabel('Токен', { exact: true });
  assert.equal(await token.getAttribute('type'), 'password');
  await token.fill(CLIENTS_TOKEN);
  await page.getByRole('button', { name: 'Търси' }).click();

  const card = page.getByRole('article', { name: fullName });
  await card.waitFor();
  assert.equal(await page.getByRole('article').count(), 1);
  assert.equal(await card.getByRole('link', { name: email }).getAttribute('href'), `mailto:${email}`);
  assert.equal(await card.getByRole('link', { name: '+359 88 765 4321' }).getAttribute('href'), 'tel:+359887654321');
  const courseLine = card.getByRole('listitem').filter({ hasText: course.title });
  assert.match(await courseLine.innerText(), /\d{2}\.\d{2}\.\d{4} г\./);
  assert.equal(await page.getByRole('alert').count(), 0);

  const url = new URL(page.url());
  assert.equal(url.pathname, '/clients/by-email');
  assert.equal(url.search, '');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a wrong token shows the server's message in an alert and no client", async () => {
  const wrong = 'not-the-token';
  const direct = await site.api<Envelope<null>>(`/clients/by-email?email=${encodeURIComponent(email)}&token=${wrong}`);
  assert.equal(direct.status, 401);
  assert.ok(direct.body.message, 'the server explains a wrong token');

  const { page, errors } = await openScreen('/clients/by-email');
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Токен', { exact: true }).fill(wrong);
  await page.getByLabel('Токен', { exact: true }).press('Enter');

  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.equal((await alert.innerText()).trim(), direct.body.message);
  assert.equal(await page.getByRole('article').count(), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the filtered list contains the client; the token typed on by-email is remembered there until forgotten', async () => {
  const { page, errors } = await openScreen('/clients/by-email');
  await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);

  // A full page load in the same tab: the token comes back from sessionStorage.
  await page.goto(`${site.baseUrl}/clients/filtered`);
  await page.getByRole('heading', { level: 1, name: 'Филтрирани клиенти' }).waitFor();
  const token = page.getByLabel('Токен', { exact: true });
  assert.equal(await token.inputValue(), CLIENTS_TOKEN);
  await page.getByRole('button', { name: 'Зареди' }).click();

  const list = page.getByRole('list', { name: /^Намерени клиенти: \d+$/ });
  await list.waitFor();
  const cards = list.getByRole('article');
  const count = Number((await page.getByText(/^Намерени клиенти: \d+$/).innerText()).split(': ')[1]);
  assert.ok(count >= 1);
  assert.equal(await cards.count(), count);
  await list.getByRole('article', { name: fullName }).waitFor();
  assert.equal(await page.getByRole('alert').count(), 0);

  await page.getByRole('button', { name: 'Забрави токена' }).click();
  assert.equal(await token.inputValue(), '');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('clients-token')), null);
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(errors, []);
  await page.context().close();
});
