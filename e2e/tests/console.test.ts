// The staff console against the real server: a course with a picture and modules appears on /courses
// with its picture in AVIF or WebP, a new price typed in euro shows in euro, a deactivated course is gone; an event
// dated yesterday is offered for sign-up nowhere; a new lecturer appears on /lectors; a promotion past its
// last day leaves the home page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { formatEuro } from '@site/shared/money';
import { todayInSofia } from '@site/shared/sofia-dates';
import { trackPageErrors } from '../support/browser';
import { gradientPng } from '../support/png';
import { endSession, startSession } from '../support/session';
import { ADMIN_PASSWORD, type Site } from '../support/site';

let site: Site;
let browser: Browser;

before(async () => {
  ({ site, browser } = await startSession());
});

after(() => endSession({ site, browser }));

const feedback = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

async function signIn(page: Page, section: string): Promise<void> {
  await page.goto(`${site.baseUrl}/admin/${section}`);
  await page.getByLabel('Парола').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Изход' }).waitFor();
}

/** Opens a console section through its navigation link, as staff do. */
async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Раздели за управление' }).getByRole('link', { name: label }).click();
  await page.getByRole('link', { name: label, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
}

function yesterdayInSofia(): string {
  const [year, month, day] = todayInSofia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

test('staff create a course with a picture and modules, change its price, deactivate it; a past event and a new lecturer', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  page.on('dialog', (dialog) => void dialog.accept());
  const stamp = Date.now();
  const title = `Дигитален маркетинг ${stamp}`;
  const slug = `digitalen-marketing-${stamp}`;
  const alt = `Екип пред табло с графики ${stamp}`;

  await signIn(page, 'courses');
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');

  // A course with a picture uploaded from the form, two modules and a price.
  await page.getByLabel('Заглавие', { exact: true }).fill(title);
  await page
    .getByLabel('Файл (JPEG, PNG, WebP, GIF или AVIF, до 10 MB)')
    .setInputFiles({ name: 'tablo.png', mimeType: 'image/png', buffer: gradientPng(1200, 675) });
  await page.getByLabel('Алтернативен текст (какво показва снимката)').fill(alt);
  await page.getByRole('button', { name: 'Качи снимката' }).click();
  await feedback(page, 'Снимката е качена успешно!');
  const chosen = page.getByLabel('Снимка от библиотеката');
  assert.match(await chosen.locator('option:checked').innerText(), new RegExp(alt));
  await page.getByLabel('Кратко описание').fill('Реклама, съдържание и анализ за малкия бизнес.');
  await page.getByLabel('Цена (€)').fill('250,53');
  for (const [index, [moduleTitle, description]] of [
    ['Реклама в мрежата', 'Кампании с малък бюджет.'],
    ['Анализ', 'Какво работи и какво не.'],
  ].entries()) {
    await page.getByRole('button', { name: 'Добави модул' }).click();
    await page.getByLabel(`Заглавие на модул ${index + 1}`).fill(moduleTitle!);
    await page.getByLabel(`Описание на модул ${index + 1}`).fill(description!);
  }
  await page.getByRole('button', { name: 'Създай' }).click();
  await feedback(page, 'Курсът е създаден успешно!');
  await page.getByRole('article', { name: title }).getByText(`/courses/${slug}`).waitFor();

  // On /courses with its picture, fetched as AVIF or WebP.
  await page.goto(`${site.baseUrl}/courses`);
  const picture = page.getByRole('img', { name: alt });
  await picture.scrollIntoViewIfNeeded();
  await page.waitForFunction((text) => {
    const img = [...document.images].find((image) => image.alt === text);
    return !!img && img.complete && img.naturalWidth > 0;
  }, alt);
  const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  assert.match(source, /\/api\/pictures\/\d+\/\d+\.(avif|webp)$/, `the browser chose a modern format: ${source}`);
  assert.ok(Number(await picture.getAttribute('width')) > 0 && Number(await picture.getAttribute('height')) > 0, 'the picture states its size');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await card.getByText('2 модула').waitFor();

  // A new price in euro with cents: the console's list and the course page show it in euro.
  await page.goto(`${site.baseUrl}/admin/courses`);
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Редактирай' }).click();
  assert.equal(await page.getByLabel('Цена (€)').inputValue(), '250,53');
  await page.getByLabel('Цена (€)').fill('301,66');
  await page.getByRole('button', { name: 'Запази промените' }).click();
  await feedback(page, 'Курсът е обновен успешно!');
  assert.match(await page.getByRole('article', { name: title }).innerText(), /301,66\s€ · 2 модула/);
  await page.goto(`${site.baseUrl}/courses/${slug}`);
  const buy = page.getByRole('complementary', { name: 'Цена и записване' });
  await buy.getByText(formatEuro(301.66)).waitFor();
  assert.doesNotMatch(await buy.innerText(), /лв/);

  // Deactivated: gone from /courses.
  await page.goto(`${site.baseUrl}/admin/courses`);
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Деактивирай' }).click();
  await feedback(page, 'Курсът е деактивиран и вече не се вижда на сайта.');
  await page.getByRole('article', { name: title }).getByText('Неактивен', { exact: true }).waitFor();
  await page.goto(`${site.baseUrl}/courses`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('link', { name: title }).count(), 0, 'a deactivated course is not listed');

  // An event dated yesterday: not among the events, and its page offers no sign-up.
  await page.goto(`${site.baseUrl}/admin/courses`);
  await openSection(page, 'Събития');
  const eventTitle = `Вчерашна среща ${stamp}`;
  await page.getByLabel('Заглавие', { exact: true }).fill(eventTitle);
  await page.getByLabel('Дата (първи ден)').fill(yesterdayInSofia());
  await page.getByLabel('Място').fill('София');
  await page.getByRole('button', { name: 'Създай' }).click();
  await feedback(page, 'Събитието е създадено успешно!');
  await page
    .getByRole('article', { name: eventTitle })
    .getByText(/Отминало/)
    .waitFor();
  await page.goto(`${site.baseUrl}/events`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByText(eventTitle).count(), 0, 'a past event is not listed');
  await page.goto(`${site.baseUrl}/events/vcherashna-sreshta-${stamp}`);
  await page.getByText('Това събитие вече се проведе.').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Запиши се за събитието' }).count(), 0);

  // A new lecturer on /lectors.
  await page.goto(`${site.baseUrl}/admin/lectors`);
  const name = `Радостина Маркова ${stamp}`;
  await page.getByLabel('Име и фамилия').fill(name);
  await page.getByLabel('Представяне').fill('Маркетолог с десет години опит в малкия бизнес.');
  await page.getByRole('button', { name: 'Създай' }).click();
  await feedback(page, 'Лекторът е добавен успешно!');
  await page.goto(`${site.baseUrl}/lectors`);
  await page.getByRole('heading', { name }).waitFor();

  // A dated promotion past its last day is not on the home page; one without an end is.
  await page.goto(`${site.baseUrl}/admin/promotions`);
  await page.getByLabel('Заглавие', { exact: true }).fill(`Изтекла отстъпка ${stamp}`);
  await page.getByLabel('Последен ден').fill(yesterdayInSofia());
  await page.getByRole('button', { name: 'Създай' }).click();
  await feedback(page, 'Промоцията е създадена успешно!');
  await page.getByLabel('Заглавие', { exact: true }).fill(`Отстъпка за екипи ${stamp}`);
  await page.getByRole('button', { name: 'Създай' }).click();
  await feedback(page, 'Промоцията е създадена успешно!');
  await page.goto(`${site.baseUrl}/`);
  const promo = page.getByRole('region', { name: 'Специални условия' });
  await promo.getByRole('heading', { name: `Отстъпка за екипи ${stamp}` }).waitFor();
  await promo.getByRole('heading', { name: 'Безплатна консултация до 30.09' }).waitFor();
  assert.equal(await promo.getByText(`Изтекла отстъпка ${stamp}`).count(), 0, 'a promotion past its last day is not shown');

  // The picture library says where the course's picture is used, and will not delete it.
  await page.goto(`${site.baseUrl}/admin/pictures`);
  const libraryCard = page.getByRole('article').filter({ hasText: alt });
  await libraryCard.getByText(`Използва се от: курс „${title}“`).waitFor();
  await libraryCard.getByRole('button', { name: 'Изтрий' }).click();
  await feedback(page, `Снимката не може да бъде изтрита: използва се от курс „${title}“`);

  assert.deepEqual(errors, []);
  await context.close();
});

test('a picture chosen with its alternative text but not uploaded is uploaded when the course is saved', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const alt = `Финансов отчет на масата ${Date.now()}`;

  await signIn(page, 'courses');
  await page.getByRole('article', { name: 'Финансова грамотност' }).getByRole('button', { name: 'Редактирай' }).click();
  await page
    .getByLabel('Файл (JPEG, PNG, WebP, GIF или AVIF, до 10 MB)')
    .setInputFiles({ name: 'otchet.png', mimeType: 'image/png', buffer: gradientPng(960, 540) });
  await page.getByLabel('Алтернативен текст (какво показва снимката)').fill(alt);
  // Straight to saving, without «Качи снимката».
  await page.getByRole('button', { name: 'Запази промените' }).click();
  await feedback(page, 'Курсът е обновен успешно!');

  await page.goto(`${site.baseUrl}/courses/finansova-gramotnost`);
  await page.getByRole('heading', { level: 1, name: 'Финансова грамотност' }).waitFor();
  await page.getByRole('img', { name: alt }).waitFor({ timeout: 10_000 });
  assert.deepEqual(errors, []);
  await context.close();
});
