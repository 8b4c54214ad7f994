// E-mail end to end: a visitor asks for a free consultation on the home page; the confirmation with the name
// typed and the staff alert reach an SMTP server in this process; the console's «Писма» lists them as sent
// and shows the confirmation as its recipient sees it; the withdrawal link in it withdraws the consent. A
// message the mail server refuses is failed at once, and staff send it again from the console.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { trackPageErrors } from '../support/browser';
import { fillRegistration } from '../support/forms';
import { endSession, openPage, startSession, type Session } from '../support/session';
import type { Course, Envelope } from '@site/shared';
import { ADMIN_PASSWORD, signUpForCourse } from '../support/site';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher';

const STAFF_EMAIL = 'ekip@example.bg';
const SUBJECT = 'Получихме заявката ви за безплатна консултация';

let smtp: SmtpCatcher | undefined;
let session: Session | undefined;

before(async () => {
  smtp = await startSmtpCatcher();
  session = await startSession({ SMTP_URL: smtp.url, STAFF_EMAIL });
});

after(async () => {
  await endSession(session ?? {});
  await smtp?.close();
});

async function signInToMail(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/mail`);
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('heading', { level: 1, name: 'Писма от сайта' }).waitFor();
}

/**
 * Reloads the page until `locator` shows: a list that holds no message waiting to go out is not read again
 * by itself, and the outbox worker records a result a moment after the SMTP server has the message. Each
 * load gets a moment to fetch and draw its list before it is judged (a busy machine needs it).
 */
async function reloadUntilVisible(page: Page, locator: Locator, what: string): Promise<void> {
  const shows = () =>
    locator.waitFor({ state: 'visible', timeout: 1_500 }).then(
      () => true,
      () => false,
    );
  for (let tries = 0; !(await shows()); tries += 1) {
    assert.ok(tries < 20, what);
    await page.reload();
  }
}

/** Content Security Policy reports in the page's console (the message's frame must need no exception). */
function trackCspReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text());
  });
  return reports;
}

test('a free consultation from the home page: the visitor’s confirmation and the staff alert go out, «Писма» lists them as sent', async () => {
  assert.ok(session && smtp);
  const { site, browser } = session;
  const visitor = { fullName: 'Гергана Писмова', email: `pisma-${Date.now()}@example.bg`, phone: '0888 123 456' };

  // The visitor, as on the site: the band's button, the form, marketing consent under the advanced options.
  const { page, errors } = await openPage(session, '/');
  await page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' }).click();
  const dialog = page.getByRole('dialog', { name: 'Безплатна консултация' });
  await fillRegistration(dialog, visitor);
  await dialog.getByText('Разширени опции').click();
  await dialog.getByRole('checkbox', { name: /директен маркетинг/ }).check();
  await dialog.getByRole('button', { name: 'Изпрати заявка' }).click();
  await dialog.getByText('Заявката за консултация е изпратена успешно!').waitFor();

  // What arrived at the SMTP server.
  const confirmation = await smtp.waitFor(visitor.email);
  assert.equal(confirmation.parsed.subject, SUBJECT);
  assert.deepEqual(confirmation.to, [visitor.email]);
  assert.match(confirmation.parsed.text ?? '', /^Здравейте, Гергана Писмова,$/m);
  assert.match(String(confirmation.parsed.html), /Здравейте, Гергана Писмова,/);
  const alert = await smtp.waitFor(STAFF_EMAIL);
  // The name is in the body only: an erasure empties the body, and the subject stays neutral.
  assert.equal(alert.parsed.subject, 'Нова заявка: Безплатна консултация');
  assert.match(alert.parsed.text ?? '', new RegExp(`Име: ${visitor.fullName}`));
  assert.ok(!site.output().includes(visitor.email), 'the server log names no recipient');

  // Staff: «Писма» lists both as sent (a list with a queued message is read again every few seconds).
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staff.newPage();
  const consoleErrors = trackPageErrors(staffPage);
  const cspReports = trackCspReports(staffPage);
  await signInToMail(staffPage, site.baseUrl);
  assert.equal(
    await staffPage.getByRole('navigation', { name: 'Раздели за управление' }).getByRole('link', { name: 'Писма' }).getAttribute('aria-current'),
    'page',
  );
  const table = staffPage.getByRole('table', { name: 'Писма, най-новите първи' });
  const visitorRow = table.getByRole('row').filter({ hasText: visitor.email });
  const staffRow = table.getByRole('row').filter({ hasText: STAFF_EMAIL });
  await visitorRow.getByText('Изпратено', { exact: true }).waitFor({ timeout: 20_000 });
  await staffRow.getByText('Изпратено', { exact: true }).waitFor({ timeout: 20_000 });
  assert.equal(await visitorRow.getByRole('rowheader').innerText(), SUBJECT);
  await visitorRow.getByText('Потвърждение: консултация').waitFor();
  await staffRow.getByText('Нова заявка (до екипа)').waitFor();

  // The filters.
  const filters = staffPage.getByRole('navigation', { name: 'Покажи писмата' });
  await filters.getByRole('link', { name: 'Неуспешно' }).click();
  await staffPage.getByText('Няма неуспешни писма.').waitFor();
  await filters.getByRole('link', { name: 'Изпратено' }).click();
  await visitorRow.waitFor();

  // The confirmation as the visitor sees it: its HTML in a sandboxed frame the site's CSP allows as it is.
  await visitorRow.getByRole('link', { name: SUBJECT }).click();
  const opened = staffPage.getByRole('region', { name: SUBJECT });
  await opened.getByText(visitor.email, { exact: true }).waitFor();
  const frame = opened.getByTitle(`Писмото „${SUBJECT}“, както го вижда получателят`);
  assert.equal(await frame.getAttribute('sandbox'), '');
  const inFrame = frame.contentFrame();
  await inFrame.getByText('Здравейте, Гергана Писмова,').waitFor();
  assert.deepEqual(cspReports, []);
  // A link in the message does not lead the console away: the sandbox allows no top navigation, and the
  // site's frame-src refuses the frame's own navigation.
  const addressBefore = staffPage.url();
  await inFrame.getByRole('link', { name: 'Отписване от търговски съобщения' }).click();
  await staffPage.waitForTimeout(500);
  assert.equal(staffPage.url(), addressBefore);
  await opened.getByRole('button', { name: 'Само текст' }).click();
  await opened.getByText(/Благодарим ви! Получихме заявката ви за безплатна консултация\./).waitFor();
  assert.deepEqual(consoleErrors, []);
  await staff.close();

  // The withdrawal link of the message (the visitor gave marketing consent): one button, then done.
  const link = /Отписване от търговски съобщения: (\S+)/.exec(confirmation.parsed.text ?? '')?.[1];
  assert.ok(link, 'the confirmation carries the withdrawal link');
  // As sent, unfolded (RFC 5322: a line break before white space continues the header).
  const header = (name: string) => confirmation.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n(?=[ \t])/g, '');
  assert.equal(header('list-unsubscribe'), `List-Unsubscribe: <${link}>`);
  assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await page.goto(link);
  await page.getByRole('button', { name: 'Оттегли съгласието' }).click();
  await page.getByRole('status').filter({ hasText: 'Съгласието ви за търговски съобщения е оттеглено.' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a message the mail server refuses (550) is failed at once; «Изпрати отново» sends it once the address works', async () => {
  assert.ok(session && smtp);
  const { site, browser } = session;
  const visitor = { fullName: 'Петър Отказан', email: `otkazan-${Date.now()}@example.bg`, phone: '0888 765 432' };
  const course = (await site.api<Envelope<Course[]>>('/courses/active')).body.data[0];
  assert.ok(course, 'the seed has an active course');
  smtp.rejectRecipient(visitor.email);
  await signUpForCourse(site, visitor, course);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signInToMail(page, site.baseUrl);
  const filters = page.getByRole('navigation', { name: 'Покажи писмата' });
  await filters.getByRole('link', { name: 'Неуспешно' }).click();
  const row = page.getByRole('table', { name: 'Писма, най-новите първи' }).getByRole('row').filter({ hasText: visitor.email });
  // A permanent refusal is not tried again: the message is failed after its first attempt.
  await reloadUntilVisible(page, row, 'the refused message shows among the failed ones');
  await row.getByText('Неуспешно', { exact: true }).waitFor();
  await row.getByText(/550/).waitFor();
  assert.equal(
    smtp.received.some((mail) => mail.to.includes(visitor.email)),
    false,
  );

  smtp.acceptRecipient(visitor.email);
  await row.getByRole('button', { name: 'Изпрати отново' }).click();
  await page.getByRole('status').filter({ hasText: 'Писмото е пуснато за изпращане отново.' }).waitFor();
  const delivered = await smtp.waitFor(visitor.email);
  assert.equal(delivered.parsed.subject, `Записването ви за „${course.title}“ е получено`);
  await filters.getByRole('link', { name: 'Изпратено' }).click();
  await reloadUntilVisible(page, row, 'the message sent again shows among the sent ones');
  await row.getByText('Изпратено', { exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
