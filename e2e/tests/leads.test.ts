// Issue 17 in the browser: a consultation sent from the home page reaches the staff's leads inbox, is
// worked (status), found by phone, exported as CSV; the person's data is exported and erased. A visitor
// withdraws marketing consent on /marketing and learns nothing about whether the e-mail was known.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Download, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import type { Envelope, PersonalData } from '@site/shared';
import { fillRegistration, type Visitor } from '../support/forms';
import { trackPageErrors } from '../support/browser';
import { endSession, openPage, startSession } from '../support/session';
import { CLIENTS_TOKEN, type Site } from '../support/site';

let site: Site;
let browser: Browser;
const unique = Date.now();
const visitor: Visitor = { fullName: 'Дора Заявкова', email: `zayavka-${unique}@example.bg`, phone: '+359 87 654 3210' };

before(async () => {
  ({ site, browser } = await startSession());
});
after(() => endSession({ site, browser }));

/** A staff tab (its own memory of the token) on a staff screen, the token typed in. */
async function openStaffScreen(pathname: string, buttonName: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${site.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Токен', { exact: true }).fill(CLIENTS_TOKEN);
  await page.getByRole('button', { name: buttonName }).click();
  return { page, errors };
}

async function downloaded(download: Download): Promise<string> {
  const file = await download.path();
  assert.ok(file, 'the download was saved');
  return readFile(file, 'utf8');
}

const rows = (page: Page) => page.getByRole('table', { name: 'Заявки, най-новите първи' }).locator('tbody tr');

test('a consultation from the home page is worked through the inbox, exported, and the person erased', async () => {
  // The visitor.
  const home = await openPage({ site, browser }, '/');
  await home.page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' }).click();
  const dialog = home.page.getByRole('dialog', { name: 'Безплатна консултация' });
  await fillRegistration(dialog, visitor);
  await dialog.getByRole('button', { name: 'Изпрати заявка' }).click();
  await dialog.getByText('Заявката за консултация е изпратена успешно!').waitFor();
  assert.deepEqual(home.errors, []);
  await home.page.close();

  // Staff: the newest request, marked new.
  const { page, errors } = await openStaffScreen('/clients', 'Покажи заявките');
  await page.getByRole('heading', { level: 1, name: 'Заявки' }).waitFor();
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  const first = rows(page).first();
  await first.waitFor();
  assert.equal((await first.getByRole('rowheader').innerText()).trim(), visitor.fullName);
  assert.match(await first.innerText(), /Безплатна консултация/);
  const status = first.getByRole('combobox', { name: /^Статус на заявка №\d+$/ });
  assert.equal(await status.locator('option:checked').innerText(), 'Нова');

  // Marked contacted: saved at once, and still so after a reload.
  await status.selectOption({ label: 'Свързахме се' });
  await page
    .getByRole('status')
    .filter({ hasText: /Статусът на заявка №\d+ е „Свързахме се“\./ })
    .waitFor();
  assert.match(await first.innerText(), /Сменен на/);
  assert.equal(new URL(page.url()).search.includes(CLIENTS_TOKEN), false);

  // Found by the phone number typed another way.
  await page.getByLabel('Търсене по име, имейл или телефон').fill('87 654 3210');
  await page.getByRole('button', { name: 'Търси', exact: true }).click();
  await page.getByText('Общо: 1 заявка').waitFor();
  assert.equal(await rows(page).count(), 1);
  assert.equal((await rows(page).first().getByRole('rowheader').innerText()).trim(), visitor.fullName);
  assert.equal(await rows(page).first().getByRole('combobox').locator('option:checked').innerText(), 'Свързахме се');

  // Exported as CSV: the filtered list, readable back.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Изтегли CSV' }).click()]);
  assert.match(csvDownload.suggestedFilename(), /^zayavki-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloaded(csvDownload);
  assert.equal(csv.charCodeAt(0), 0xfeff, 'UTF-8 with a BOM');
  const table = parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
  assert.equal(table.length, 1);
  assert.deepEqual(
    [table[0]?.['Име'], table[0]?.['Имейл'], table[0]?.['Телефон'], table[0]?.['Вид'], table[0]?.['Статус'], table[0]?.['Лични данни']],
    [visitor.fullName, visitor.email, `'${visitor.phone}`, 'Безплатна консултация', 'Свързахме се', 'да'],
  );

  // The person's card: their data as JSON, then erasure after confirmation.
  await rows(page).first().getByRole('link', { name: visitor.fullName }).click();
  await page.getByRole('heading', { level: 1, name: /^Клиент №\d+$/ }).waitFor();
  const clientId = Number(/\/clients\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Изтегли данните (JSON)' }).click()]);
  assert.equal(jsonDownload.suggestedFilename(), `klient-${clientId}-danni.json`);
  const data = JSON.parse(await downloaded(jsonDownload)) as PersonalData;
  assert.equal(data.client.email, visitor.email);
  assert.deepEqual(
    data.requests.map((lead) => [lead.kind, lead.status]),
    [['consultation', 'contacted']],
  );
  assert.deepEqual(
    data.requests[0]?.statusChanges.map((change) => change.status),
    ['contacted'],
  );
  assert.deepEqual(
    data.consents.map((entry) => [entry.purpose, entry.action]),
    [
      ['privacy', 'given'],
      ['terms', 'given'],
    ],
  );

  await page.getByRole('button', { name: 'Изтрий клиента' }).click();
  const confirm = page.getByRole('dialog', { name: 'Изтриване на клиента' });
  await confirm.getByText(/Изтриването е окончателно/).waitFor();
  await confirm.getByRole('button', { name: 'Изтрий окончателно' }).click();
  await page.getByText(/Данните на клиента са изтрити на/).waitFor();
  assert.equal(await page.getByText(visitor.email).count(), 0);

  // Their e-mail finds nobody any more: not the lookup, not the inbox.
  const lookup = await site.api<Envelope<null>>(`/clients/by-email?email=${encodeURIComponent(visitor.email)}&token=${CLIENTS_TOKEN}`);
  assert.equal(lookup.status, 404);
  await page.getByRole('link', { name: 'Към заявките' }).click();
  await page.getByLabel('Търсене по име, имейл или телефон').fill(visitor.email);
  await page.getByRole('button', { name: 'Търси', exact: true }).click();
  await page.getByText('Няма заявки по тези условия.').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the withdrawal form answers a known and an unknown e-mail alike, and the consent log shows the withdrawal', async () => {
  const known = { fullName: 'Иво Маркетингов', email: `marketing-${unique}@example.bg`, phone: '0888 765 432' };
  const signUp = await site.api('/clients/register', {
    method: 'POST',
    body: JSON.stringify({
      ...known,
      agreedToPrivacyPolicy: true,
      agreedToTermsOfService: true,
      agreedToMarketingPolicy: true,
      agreedToCookiePolicy: false,
      registrationSource: 'Free Consultation',
    }),
  });
  assert.equal(signUp.status, 201);

  const answers: string[] = [];
  for (const email of [known.email, `nobody-${unique}@example.bg`]) {
    const { page, errors } = await openPage({ site, browser }, '/marketing');
    assert.match(await page.getByText(/^Версия на текста: 2025-08\.[0-9a-f]{8}$/).innerText(), /2025-08/);
    const form = page.getByRole('region', { name: 'Оттегляне на съгласието' });
    await form.getByLabel('Имейл').fill(email);
    await form.getByRole('button', { name: 'Оттегли съгласието' }).click();
    const answer = form.getByRole('status');
    await answer.filter({ hasText: /./ }).waitFor();
    answers.push((await answer.innerText()).trim());
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.equal(answers[0], answers[1]);
  assert.match(answers[0] ?? '', /съгласието за търговски съобщения е оттеглено/);

  // Staff see it in the person's consent log.
  const { page, errors } = await openStaffScreen('/clients', 'Покажи заявките');
  await page.getByLabel('Търсене по име, имейл или телефон').fill(known.email);
  await page.getByRole('button', { name: 'Търси', exact: true }).click();
  await page.getByText('Общо: 1 заявка').waitFor();
  await rows(page).first().getByRole('link', { name: known.fullName }).click();
  const log = page.getByRole('region', { name: 'Дневник на съгласията' });
  const withdrawal = log.getByRole('row').filter({ hasText: 'оттеглено' });
  await withdrawal.waitFor();
  assert.match(await withdrawal.innerText(), /Търговски съобщения\s+оттеглено\s+2025-08\.[0-9a-f]{8}\s+формуляр за оттегляне/);
  assert.equal(await log.getByRole('row').filter({ hasText: 'дадено' }).count(), 3);
  assert.deepEqual(errors, []);
  await page.context().close();
});
