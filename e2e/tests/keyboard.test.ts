// Keyboard-only journeys in a real browser: Tab, Shift+Tab, Enter, Space, Escape and typing, with
// where focus is asserted after each step. The focus rules checked:
// - a client-side navigation puts focus on the new page's main heading (first h1 in main,
//   tabindex="-1") and #route-announcer (role="status") holds the new document.title;
// - the mobile menu opens before the scripts run, closes on Escape with focus back on its toggle; a link
//   closes it and navigates;
// - an open modal makes every other child of body inert; Escape closes it, focus back on its opener;
// - a pressed button keeps focus while loading ('Зареждане...', aria-disabled="true", not disabled);
// - the result or error of an action receives focus when it arrives.
// A journey records each broken focus rule and goes on from where focus should have been, so that
// one run lists all of them; the test then fails with the whole list.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Course, Envelope } from '@site/shared';
import { trackPageErrors } from '../support/browser';
import { holdRequests, Journey } from '../support/focus';
import { holdScripts, type HeldScripts } from '../support/hold-scripts';
import { endSession, startSession } from '../support/session';
import { ADMIN_PASSWORD, CLIENTS_TOKEN, signUpForCourse, type Site } from '../support/site';

let site: Site;
let browser: Browser;
let course: Course;
const staffClient = { fullName: 'Калина Клавиатурна', email: `e2e-keyboard-${Date.now()}@example.bg` };
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

before(async () => {
  ({ site, browser } = await startSession());
  const courses = (await site.api<Envelope<Course[]>>('/courses/active')).body.data;
  const regular = courses.find((candidate) => !candidate.title.toLocaleLowerCase('bg').startsWith('вип пакет'));
  assert.ok(regular, 'the seed has an active course');
  course = regular;
  await signUpForCourse(site, { ...staffClient, phone: '0888 222 333' }, course);
});

after(() => endSession({ site, browser }));

/**
 * A fresh tab (its own sessionStorage) at `path`, `width` pixels wide, once the page has been taken over;
 * with `holdingScripts`, as soon as the server's page arrives, its scripts held back until `scripts.release()`.
 */
async function openTab(
  path: string,
  width = 1280,
  { holdingScripts = false }: { holdingScripts?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[]; journey: Journey; scripts?: HeldScripts }> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const scripts = holdingScripts ? await holdScripts(page) : undefined;
  // Otherwise until the network is quiet: a server-rendered page shows its controls before the browser has
  // taken it over, and the journeys below check what the scripts add (focus moves, loading states).
  await page.goto(site.baseUrl + path, { waitUntil: scripts ? 'commit' : 'networkidle' });
  return { page, context, errors, journey: new Journey(page), scripts };
}

/** Whether the header's menu toggle comes to say aria-expanded="`value`" (the popover's toggle event reaches the script a task later). */
function toggleExpanded(page: Page, value: 'true' | 'false'): Promise<boolean> {
  return page
    .waitForFunction((wanted) => document.querySelector('.site-header__toggle')?.getAttribute('aria-expanded') === wanted, value, { timeout: 2000 })
    .then(
      () => true,
      () => false,
    );
}

const isRegistration = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/clients/register';

/** Presses Enter on the focused button with its request held: the button keeps focus while loading. */
async function pressWithLoadingCheck(page: Page, journey: Journey, match: (url: URL, method: string) => boolean, step: string): Promise<void> {
  const hold = await holdRequests(page, match);
  try {
    await page.keyboard.press('Enter');
    await hold.held;
    await journey.loadingKeepsFocus(step);
  } finally {
    await hold.release();
  }
}

/** Fills the registration form in `dialog` from its first field to the submit button, by keyboard. */
async function fillRegistrationByKeyboard(
  page: Page,
  journey: Journey,
  dialog: Locator,
  visitor: { fullName: string; email: string; phone: string },
  submitLabel: string,
): Promise<void> {
  const name = dialog.getByLabel(/Име и фамилия/);
  await name.waitFor();
  await journey.tabTo(name, 'Tab into the form to «Име и фамилия»', { max: 5, within: dialog });
  await page.keyboard.type(visitor.fullName);
  await page.keyboard.press('Tab');
  await journey.focusIs(dialog.getByLabel(/Имейл/), 'Tab from the name to «Имейл»');
  await page.keyboard.type(visitor.email);
  await page.keyboard.press('Tab');
  await journey.focusIs(dialog.getByLabel(/Телефон/), 'Tab from the e-mail to «Телефон»');
  await page.keyboard.type(visitor.phone);
  for (const consent of [/политиката за лични данни/, /общите условия/]) {
    const box = dialog.getByRole('checkbox', { name: consent });
    await journey.tabTo(box, `Tab to the consent ${consent}`, { max: 3, within: dialog });
    await page.keyboard.press('Space');
    assert.equal(await box.isChecked(), true, `Space ticks the consent ${consent}`);
    await journey.focusIs(box, `the consent ${consent} keeps focus after Space`);
  }
  await journey.tabTo(dialog.getByRole('button', { name: submitLabel, exact: true }), `Tab to «${submitLabel}»`, { max: 5, within: dialog });
}

const consultationOpener = (page: Page) =>
  page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' });

describe('registration', () => {
  test('a: free consultation from the home page band, by keyboard only', async () => {
    const { page, context, errors, journey } = await openTab('/');
    try {
      const opener = consultationOpener(page);
      await opener.waitFor();
      await journey.tabTo(opener, 'Tab from the top of the page to the band button', { max: 40 });

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Безплатна консултация' });
      await dialog.waitFor();
      await journey.focusWithin(dialog, 'Enter opens the modal with focus inside it');
      await journey.backgroundInert('consultation modal open');

      const visitor = { fullName: 'Борис Клавиатурен', email: `keyboard-consult-${unique()}@example.com`, phone: '0888 765 432' };
      await fillRegistrationByKeyboard(page, journey, dialog, visitor, 'Изпрати заявка');

      const answered = page.waitForResponse((response) => isRegistration(new URL(response.url()), response.request().method()));
      await pressWithLoadingCheck(page, journey, isRegistration, 'Enter on «Изпрати заявка» while the request is on its way');
      assert.equal((await answered).status(), 201);
      await journey.focusOnText('Заявката за консултация е изпратена успешно!', 'sent: the success message receives focus');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
      assert.deepEqual(errors, []);
      journey.end();
    } finally {
      await context.close();
    }
  });

  test('the consultation modal: the page behind is inert, Escape closes it and focus returns to its button', async () => {
    const { page, context, journey } = await openTab('/');
    try {
      const opener = consultationOpener(page);
      await opener.waitFor();
      await journey.tabTo(opener, 'Tab to the band button', { max: 40 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Безплатна консултация' });
      await dialog.waitFor();
      await journey.backgroundInert('modal open');
      await dialog.getByLabel(/Име и фамилия/).waitFor();
      await journey.tabTo(dialog.getByLabel(/Име и фамилия/), 'Tab into the form', { max: 5, within: dialog });

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await journey.focusIs(opener, 'Escape closes the modal and focus returns to the button that opened it');
      const stillInert = await page.evaluate(() => [...document.body.children].filter((child) => child.hasAttribute('inert')).length);
      journey.that(stillInert === 0, `modal closed: ${stillInert} child(ren) of body are still inert`);
      journey.end();
    } finally {
      await context.close();
    }
  });

  test('b: course sign-up on a course page, a failed attempt and then success, by keyboard only', async () => {
    const { page, context, errors, journey } = await openTab(`/courses/${course.slug}`);
    try {
      await page.getByRole('main').getByRole('heading', { level: 1, name: course.title }).waitFor();
      const opener = page.getByRole('complementary', { name: 'Цена и записване' }).getByRole('link', { name: 'Запиши се за курса' });
      await journey.tabTo(opener, 'Tab to the sign-up button', { max: 60 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: course.title });
      await dialog.waitFor();
      await journey.focusWithin(dialog, 'Enter opens the sign-up dialog with focus inside it');
      await journey.backgroundInert('sign-up dialog open');

      const visitor = { fullName: 'Вера Клавиатурна', email: `keyboard-course-${unique()}@example.com`, phone: '0877 123 456' };
      await fillRegistrationByKeyboard(page, journey, dialog, visitor, 'Запиши се');

      // The server fails once: the error message receives focus.
      await page.route('**/api/clients/register', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, data: null, message: 'Вътрешна грешка' }) }),
      );
      await page.keyboard.press('Enter');
      await dialog.getByText('Възникна грешка при записването. Моля опитайте отново.').waitFor();
      await journey.focusOnText('Възникна грешка при записването. Моля опитайте отново.', 'a failed sign-up: the error message receives focus');
      await page.unroute('**/api/clients/register');

      // From the message back to the button, and again: this time it works.
      const submit = dialog.getByRole('button', { name: 'Запиши се', exact: true });
      await journey.tabTo(submit, 'Tab from the error message to «Запиши се»', { max: 3, within: dialog });
      const answered = page.waitForResponse((response) => isRegistration(new URL(response.url()), response.request().method()));
      await pressWithLoadingCheck(page, journey, isRegistration, 'Enter on «Запиши се» while the request is on its way');
      assert.equal((await answered).status(), 201);
      await journey.focusOnText(`Записването за курс "${course.title}" е успешно!`, 'signed up: the success message receives focus');
      await dialog.waitFor({ state: 'detached', timeout: 5000 });
      assert.deepEqual(errors, []);
      journey.end();
    } finally {
      await context.close();
    }
  });
});

describe('staff', () => {
  test('c: the administrator signs in, writes, publishes and deletes an article, by keyboard only', async () => {
    const { page, context, errors, journey } = await openTab('/admin/articles');
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      const password = page.getByLabel('Парола');
      await password.waitFor();
      await journey.tabTo(password, 'Tab to «Парола»', { max: 30 });

      // A wrong password first: the error receives focus.
      await page.keyboard.type('не-е-паролата');
      const signIn = page.getByRole('button', { name: 'Вход' });
      await page.keyboard.press('Tab');
      await journey.focusIs(signIn, 'Tab from the password to «Вход»');
      const isVerify = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/auth/verify-token';
      await pressWithLoadingCheck(page, journey, isVerify, 'Enter on «Вход» while the password is checked');
      await page.getByText('Грешна парола', { exact: true }).waitFor();
      await journey.focusOnText('Грешна парола', 'a wrong password: the error message receives focus');

      // Back to the field, the right password.
      await journey.tabTo(password, 'Shift+Tab from the error back to «Парола»', { max: 3, backward: true });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(ADMIN_PASSWORD);
      await journey.tabTo(signIn, 'Tab to «Вход»', { max: 2 });
      await pressWithLoadingCheck(page, journey, isVerify, 'Enter on «Вход» while the password is checked');
      await page.getByRole('button', { name: 'Изход' }).waitFor();
      await journey.focusIs(page.getByRole('heading', { level: 1, name: 'Управление на статии' }), 'signed in: the console heading receives focus');
      await page.getByRole('article').first().waitFor();

      // Write the article.
      const title = `Статия от клавиатурата ${unique()}`;
      await journey.tabTo(page.getByLabel('Заглавие'), 'Tab to «Заглавие»', { max: 150 });
      await page.keyboard.type(title);
      await page.keyboard.press('Tab');
      const slugField = page.getByLabel('Адрес (slug)');
      await journey.focusIs(slugField, 'Tab from the title to «Адрес (slug)»');
      const slug = await slugField.inputValue();
      assert.match(slug, /^statiia-ot-klaviaturata-/, 'the slug follows the typed title');
      await journey.tabTo(page.getByLabel('Кратко описание'), 'Tab to «Кратко описание»', { max: 3 });
      await page.keyboard.type('Написана само с клавиатура.');
      await journey.tabTo(page.getByLabel('Съдържание (HTML)'), 'Tab to «Съдържание (HTML)»', { max: 3 });
      await page.keyboard.type('<p>Всяка стъпка с Tab и Enter.</p>');
      await journey.tabTo(page.getByRole('button', { name: 'Създай статията' }), 'Tab to «Създай статията»', { max: 20 });
      const isCreate = (url: URL, method: string) => method === 'POST' && url.pathname === '/api/articles';
      await pressWithLoadingCheck(page, journey, isCreate, 'Enter on «Създай статията» while it is saved');
      await page.getByText('Статията е създадена успешно!', { exact: true }).waitFor();
      await journey.focusOnText('Статията е създадена успешно!', 'created: the status message receives focus');
      const card = page.getByRole('article', { name: title });
      await card.getByText('Чернова', { exact: true }).waitFor();

      // Publish it from its card.
      await journey.tabTo(card.getByRole('button', { name: 'Публикувай' }), 'Tab to the new card’s «Публикувай»', { max: 150 });
      const isToggle = (url: URL, method: string) => method === 'POST' && /^\/api\/articles\/\d+\/toggle-publish$/.test(url.pathname);
      await pressWithLoadingCheck(page, journey, isToggle, 'Enter on «Публикувай» while the status changes');
      await page.getByText('Статусът е променен успешно!', { exact: true }).waitFor();
      await journey.focusOnText('Статусът е променен успешно!', 'published: the status message receives focus');
      await card.getByText('Публикувана', { exact: true }).waitFor();
      assert.equal((await site.api(`/articles/slug/${slug}`)).status, 200, 'the article is public');

      // Delete it (the confirmation is accepted).
      await journey.tabTo(card.getByRole('button', { name: 'Изтрий' }), 'Tab to the card’s «Изтрий»', { max: 150 });
      const isDelete = (url: URL, method: string) => method === 'DELETE' && /^\/api\/articles\/\d+$/.test(url.pathname);
      await pressWithLoadingCheck(page, journey, isDelete, 'Enter on «Изтрий» while the article is deleted');
      await page.getByText('Статията е изтрита успешно!', { exact: true }).waitFor();
      await journey.focusOnText('Статията е изтрита успешно!', 'deleted: the status message receives focus');
      await card.waitFor({ state: 'detached' });
      assert.equal((await site.api(`/articles/slug/${slug}`)).status, 404, 'the article is gone');
      assert.deepEqual(errors, []);
      journey.end();
    } finally {
      await context.close();
    }
  });

  test('d: staff look a client up by e-mail (a wrong token, then the right one) and load the filtered list, by keyboard only', async () => {
    const { page, context, errors, journey } = await openTab('/clients/by-email');
    try {
      await page.getByRole('heading', { level: 1, name: 'Търсене на клиент по имейл' }).waitFor();
      const email = page.getByLabel('Имейл');
      const token = page.getByLabel('Токен', { exact: true });
      const search = page.getByRole('button', { name: 'Търси' });
      await journey.tabTo(email, 'Tab to «Имейл»', { max: 30 });
      await page.keyboard.type(staffClient.email);
      await page.keyboard.press('Tab');
      await journey.focusIs(token, 'Tab from the e-mail to «Токен»');
      await page.keyboard.type('not-the-token');
      await journey.tabTo(search, 'Tab to «Търси»', { max: 4 });
      const isByEmail = (url: URL, method: string) => method === 'GET' && url.pathname === '/api/clients/by-email';
      await pressWithLoadingCheck(page, journey, isByEmail, 'Enter on «Търси» while searching');
      const refusal = await site.api<Envelope<null>>(`/clients/by-email?email=${encodeURIComponent(staffClient.email)}&token=not-the-token`);
      assert.ok(refusal.body.message, 'the server explains a wrong token');
      await page.getByRole('alert').filter({ hasText: refusal.body.message }).waitFor();
      await journey.focusOnText(refusal.body.message, 'a wrong token: the error line receives focus');

      await journey.tabTo(token, 'Shift+Tab from the error back to «Токен»', { max: 5, backward: true });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(CLIENTS_TOKEN);
      await journey.tabTo(search, 'Tab to «Търси»', { max: 4 });
      await pressWithLoadingCheck(page, journey, isByEmail, 'Enter on «Търси» while searching');
      const card = page.getByRole('article', { name: staffClient.fullName });
      await card.waitFor();
      await journey.focusIs(card.getByRole('heading', { name: staffClient.fullName }), 'found: the client card’s heading receives focus');

      // The filtered list, in the same tab (the token is remembered there).
      await page.goto(`${site.baseUrl}/clients/filtered`);
      await page.getByRole('heading', { level: 1, name: 'Филтрирани клиенти' }).waitFor();
      assert.equal(await page.getByLabel('Токен', { exact: true }).inputValue(), CLIENTS_TOKEN);
      const load = page.getByRole('button', { name: 'Зареди' });
      await journey.tabTo(load, 'Tab to «Зареди»', { max: 30 });
      const isFiltered = (url: URL, method: string) => method === 'GET' && url.pathname === '/api/clients/filtered';
      await pressWithLoadingCheck(page, journey, isFiltered, 'Enter on «Зареди» while loading');
      const firstCard = page
        .getByRole('list', { name: /^Намерени клиенти: \d+$/ })
        .getByRole('article')
        .first();
      await firstCard.waitFor();
      await journey.focusIs(firstCard.getByRole('heading').first(), 'loaded: the first client card’s heading receives focus');
      assert.deepEqual(errors, []);
      journey.end();
    } finally {
      await context.close();
    }
  });
});

describe('navigation', () => {
  test('the mobile menu at 390 px works right after the first paint, before the scripts run: Enter opens it, Escape closes it with focus back on the toggle', async () => {
    const { page, context, errors, journey, scripts } = await openTab('/', 390, { holdingScripts: true });
    try {
      const toggle = page.getByRole('banner').getByRole('button', { name: /^(Меню|Затвори менюто)$/ });
      const courses = page.getByRole('navigation', { name: 'Основна навигация' }).getByRole('link', { name: 'Курсове', exact: true });
      await toggle.waitFor();
      // The scripts set aria-expanded once they have taken the header over; until then the browser tells.
      assert.equal(await toggle.getAttribute('aria-expanded'), null, 'the page is on screen and its scripts have not run');
      await journey.tabTo(toggle, 'Tab to the menu toggle', { max: 5 });
      assert.equal(await courses.isVisible(), false, 'the menu starts closed');

      await page.keyboard.press('Enter');
      await courses.waitFor({ state: 'visible', timeout: 2000 });
      journey.that(
        (await toggle.innerText()).trim() === 'Затвори менюто',
        `the open menu's toggle reads «Затвори менюто», not «${(await toggle.innerText()).trim()}»`,
      );
      await journey.tabTo(courses, 'Tab into the open menu to «Курсове»', { max: 3 });
      await page.keyboard.press('Escape');
      await courses.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => undefined);
      journey.that(!(await courses.isVisible()), 'Escape in the open menu should close it (links hidden)');
      await journey.focusIs(toggle, 'Escape: focus is back on the menu toggle');

      // Opened again, then the scripts run: the page they take over keeps it open and says so.
      await page.keyboard.press('Enter');
      await courses.waitFor({ state: 'visible', timeout: 2000 });
      await scripts?.release();
      await page.waitForFunction(() => document.querySelector('.site-header__toggle')?.hasAttribute('aria-expanded'), undefined, { timeout: 15_000 });
      journey.that(
        (await toggleExpanded(page, 'true')) && (await courses.isVisible()),
        'a menu opened before the scripts ran stays open, aria-expanded="true"',
      );
      await page.keyboard.press('Escape');
      await courses.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => undefined);
      journey.that((await toggleExpanded(page, 'false')) && !(await courses.isVisible()), 'Escape closes it once the scripts run too (aria-expanded="false")');
      await journey.focusIs(toggle, 'Escape after the scripts ran: focus is on the menu toggle');
      assert.deepEqual(errors, []);
      journey.end();
    } finally {
      await scripts?.release();
      await context.close();
    }
  });

  test('the mobile menu at 390 px once the page is taken over: aria-expanded follows it, Escape closes it with focus on the toggle; a link closes it and focuses the new page’s heading', async () => {
    const { page, context, journey } = await openTab('/', 390);
    try {
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      const toggle = page.getByRole('banner').getByRole('button', { name: /^(Меню|Затвори менюто)$/ });
      const courses = page.getByRole('navigation', { name: 'Основна навигация' }).getByRole('link', { name: 'Курсове', exact: true });
      await journey.tabTo(toggle, 'Tab to the menu toggle', { max: 5 });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the menu starts closed');

      await page.keyboard.press('Enter');
      assert.equal(await toggleExpanded(page, 'true'), true, 'Enter opens the menu (aria-expanded="true")');
      await courses.waitFor({ state: 'visible' });
      await journey.tabTo(courses, 'Tab into the open menu to «Курсове»', { max: 3 });

      await page.keyboard.press('Escape');
      await courses.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => undefined);
      const closedByEscape = (await toggleExpanded(page, 'false')) && !(await courses.isVisible());
      journey.that(closedByEscape, 'Escape in the open menu should close it (aria-expanded="false", links hidden)');
      await journey.focusIs(toggle, 'Escape: focus is back on the menu toggle');

      if (!closedByEscape) await page.keyboard.press('Enter'); // close it the other way, to go on
      await page.keyboard.press('Enter');
      assert.equal(await toggleExpanded(page, 'true'), true, 'Enter opens the menu again');
      await journey.tabTo(courses, 'Tab into the open menu to «Курсове»', { max: 3 });
      const previousTitle = await page.title();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/courses$/);
      await journey.navigatedTo('Курсове', previousTitle, 'Enter on «Курсове» in the menu');
      journey.that((await toggleExpanded(page, 'false')) && !(await courses.isVisible()), 'choosing a link closes the menu');
      journey.end();
    } finally {
      await context.close();
    }
  });

  test('header and footer links at 1280 px: focus goes to the new page’s heading and the new title is announced', async () => {
    const { page, context, journey } = await openTab('/');
    try {
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Безплатен курс по предприемачество' }).waitFor();
      journey.that((await page.locator('#route-announcer').count()) === 1, 'the route announcer #route-announcer is in the layout before any navigation');
      const articles = page.getByRole('navigation', { name: 'Основна навигация' }).getByRole('link', { name: 'Статии', exact: true });
      await journey.tabTo(articles, 'Tab to the header link «Статии»', { max: 10 });
      let previousTitle = await page.title();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/articles$/);
      await journey.navigatedTo('Статии', previousTitle, 'Enter on the header link «Статии»');

      // From there, a footer link to one of the shell's own pages.
      await page.getByRole('main').getByRole('article').first().waitFor();
      const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Контакти', exact: true });
      await journey.tabTo(contact, 'Tab to the footer link «Контакти»', { max: 80 });
      previousTitle = await page.title();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/contact$/);
      await journey.navigatedTo('Контакти', previousTitle, 'Enter on the footer link «Контакти»');
      journey.end();
    } finally {
      await context.close();
    }
  });
});
