// Staff accounts in the browser: an owner (the administrator password at the gate) invites an editor from «Екип»;
// the invitation arrives at an SMTP server in this process; the editor chooses a password from its link, turns on
// a second factor in «Профил» (the codes computed here from the secret on screen, as an authenticator app would),
// saves the recovery codes, signs in again with e-mail, password and code, edits a course, and finds the leads
// closed to the role: no «Писма» in the menu, and 403 from the API.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import type { Course, Envelope } from '@site/shared';
import { trackPageErrors } from '../support/browser';
import { sessionWithMail } from '../support/session';
import { ADMIN_PASSWORD } from '../support/site';

const mailSite = sessionWithMail();

const STEP_SECONDS = 30;
const menu = (page: Page) => page.getByRole('navigation', { name: 'Раздели за управление' });

async function openSection(page: Page, label: string, heading: string): Promise<void> {
  await menu(page).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * The code of the step before the current one (the server accepts it too, and each step once): the current one is
 * left for the sign-in that follows. Waits first when the step is about to change, so the code is not one step old
 * by the time it arrives.
 */
async function previousStepCode(secret: string): Promise<string> {
  const intoStep = (Date.now() / 1000) % STEP_SECONDS;
  if (intoStep > STEP_SECONDS - 5) await new Promise((resolve) => setTimeout(resolve, (STEP_SECONDS - intoStep + 1) * 1000));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) - STEP_SECONDS });
}

test('an owner invites an editor from «Екип»; the editor turns on a second factor, signs in with a code, edits a course, and cannot open the leads', async () => {
  const { session, smtp } = mailSite();
  const { site, browser } = session;
  const email = `redaktor-2fa-${Date.now()}@example.bg`;
  const name = 'Вера Редакторова';
  const password = 'лятото на морето е горещо и дълго';

  // The owner, with the administrator password (e-mail left empty), invites the editor.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerErrors = trackPageErrors(owner);
  await owner.goto(`${site.baseUrl}/admin/team`);
  await owner.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await owner.getByRole('button', { name: 'Вход' }).click();
  await owner.getByRole('heading', { level: 1, name: 'Екип и достъп' }).waitFor();
  const invitation = owner.getByRole('region', { name: 'Покана' });
  await invitation.getByLabel('Имейл', { exact: true }).fill(email);
  await invitation.getByLabel('Име', { exact: true }).fill(name);
  await invitation.getByLabel('Роля').selectOption({ label: 'Редактор' });
  await invitation.getByRole('button', { name: 'Изпращане на покана' }).click();
  await owner.getByText(`Поканата е изпратена до ${email}`, { exact: true }).waitFor();
  const invitedRow = owner.getByRole('table', { name: 'Хората в екипа, по реда на добавяне' }).getByRole('row').filter({ hasText: email });
  await invitedRow.getByText('Поканен', { exact: true }).waitFor();
  assert.match(await invitedRow.innerText(), /Редактор/);

  // The editor opens the e-mailed link and chooses a password.
  const mail = await smtp.waitFor(email);
  const link = new URL(/(http\S+\/admin\/invitation#\S+)/.exec(mail.parsed.text ?? '')?.[1] ?? '');
  const editorContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await editorContext.newPage();
  const errors = trackPageErrors(page);
  await page.goto(new URL(link.pathname + link.hash, site.baseUrl).href);
  await page.getByRole('heading', { level: 1, name: 'Покана за екипа' }).waitFor();
  await page.getByLabel('Нова парола').fill(password);
  await page.getByLabel('Повторете паролата').fill(password);
  await page.getByRole('button', { name: 'Запазване и вход' }).click();
  await page.getByRole('link', { name: 'Към конзолата' }).click();
  await page.getByRole('heading', { level: 1, name: 'Управление на статии' }).waitFor();

  // «Профил»: who they are; the second factor turned on with the app's code; the ten recovery codes saved.
  await openSection(page, 'Профил', 'Профил');
  const facts = page.getByRole('region', { name: 'Вашите данни' });
  await facts.getByText(email, { exact: true }).waitFor();
  await facts.getByText('Редактор', { exact: true }).waitFor();
  const factor = page.getByRole('region', { name: 'Втори фактор' });
  await factor.getByRole('button', { name: 'Включване на втори фактор' }).click();
  await factor.getByRole('heading', { name: 'Включване на втори фактор' }).waitFor();
  const grouped = await factor
    .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    .first()
    .innerText();
  const secret = grouped.replaceAll(' ', '');
  assert.match(
    (await factor.getByRole('link', { name: 'Отваряне в приложението' }).getAttribute('href')) ?? '',
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  await factor.getByLabel('Код от приложението').fill(await previousStepCode(secret));
  await factor.getByRole('button', { name: 'Потвърждаване' }).click();
  const codesList = factor.getByRole('list', { name: 'Резервни кодове' });
  await codesList.waitFor();
  const recoveryCodes = await codesList.getByRole('listitem').allInnerTexts();
  assert.equal(recoveryCodes.length, 10);
  await factor.getByRole('button', { name: 'Копиране' }).click();
  await factor.getByText('Копирано', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), recoveryCodes.join('\n'));
  await factor.getByRole('button', { name: 'Запазих кодовете' }).click();
  await factor.getByText('Вторият фактор е включен.').waitFor();
  await factor.getByText(/Остават 10 неизползвани резервни кода/).waitFor();

  // Signed out, then in again: e-mail and password, and the code the server asks for.
  await page.getByRole('button', { name: 'Изход' }).click();
  await page.getByLabel('Имейл').fill(email);
  await page.getByLabel('Парола').fill(password);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('alert').filter({ hasText: 'Въведете кода от приложението за удостоверяване (или резервен код)' }).waitFor();
  const code = page.getByRole('textbox', { name: 'Код за потвърждение' });
  assert.equal(await code.evaluate((field) => field === document.activeElement), true, 'the code field takes focus');
  await code.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('heading', { level: 1, name: 'Профил' }).waitFor();
  await page.getByRole('region', { name: 'Сесии' }).getByText('Тази сесия', { exact: true }).waitFor();

  // An editor edits a course.
  const courses = (await site.api<Envelope<Course[]>>('/courses/active')).body.data;
  const course = courses[0];
  assert.ok(course, 'the seed has an active course');
  await openSection(page, 'Курсове', 'Управление на курсове');
  await page.getByRole('article', { name: course.title }).getByRole('button', { name: 'Редактирай' }).click();
  await page.getByLabel('Кратко описание').fill('Обновено от редактор с втори фактор.');
  await page.getByRole('button', { name: 'Запази промените' }).click();
  await page.getByText('Курсът е обновен успешно!', { exact: true }).waitFor();

  // …but not the leads: «Писма» is not in the menu, and the API refuses the editor's session.
  assert.deepEqual(await menu(page).getByRole('link').allInnerTexts(), [
    'Статии',
    'Курсове',
    'Събития',
    'Лектори',
    'Категории',
    'Промоции',
    'Снимки',
    'Профил',
  ]);
  // The session is the HttpOnly cookie alone: the page's scripts see no token, and the cookie is refused the leads.
  const seen = await page.evaluate(async () => {
    const answer = await fetch('/api/leads');
    return { cookies: document.cookie, stored: JSON.stringify({ ...sessionStorage }), status: answer.status, body: (await answer.json()) as Envelope<null> };
  });
  assert.doesNotMatch(seen.cookies, /staff_session/);
  assert.doesNotMatch(seen.stored, /"token"|accessToken/);
  assert.equal(seen.status, 403);
  assert.equal(seen.body.message, 'Нямате права за това действие');

  // The owner's «Екип» now lists the editor as active, with a second factor.
  await owner.reload();
  const activeRow = owner.getByRole('table', { name: 'Хората в екипа, по реда на добавяне' }).getByRole('row').filter({ hasText: email });
  await activeRow.getByText('Активен', { exact: true }).waitFor();
  assert.ok((await activeRow.getByRole('cell').allInnerTexts()).includes('Да'), 'the editor uses a second factor');

  assert.deepEqual(errors, []);
  assert.deepEqual(ownerErrors, []);
  await editorContext.close();
  await ownerContext.close();
});
