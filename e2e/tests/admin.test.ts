// Article administration against the real server: the password gate, a draft that stays private,
// publishing it onto /articles, an image upload used as the featured image, and deleting both.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { Envelope } from '@site/shared';
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

async function openAdmin(page: Page): Promise<void> {
  await page.goto(`${site.baseUrl}/admin/articles`);
}

const feedback = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

test('an administrator writes, illustrates, publishes and deletes an article', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  // The gate: nothing but a password field until the server accepts the password.
  await openAdmin(page);
  const password = page.getByLabel('Парола');
  await password.waitFor();
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
  assert.equal(await page.getByRole('button', { name: 'Изход' }).count(), 0);
  await password.fill('не-е-паролата');
  await page.getByRole('button', { name: 'Вход' }).click();
  await feedback(page, 'Грешна парола');
  await password.fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Вход' }).click();
  await page.getByRole('button', { name: 'Изход' }).waitFor();

  // An image, uploaded and chosen as the featured image.
  await page.getByLabel('Изображение за качване').setInputFiles({ name: 'e2e-snimka.png', mimeType: 'image/png', buffer: gradientPng() });
  await page.getByRole('button', { name: 'Качи' }).click();
  await feedback(page, 'Изображението е качено успешно!');
  const images = await site.api<Envelope<string[]>>('/articles/images');
  const fileName = images.body.data[0];
  assert.ok(fileName, 'the server lists the uploaded image');
  const imageCard = page.getByRole('figure', { name: new RegExp(fileName) });
  const preview = imageCard.getByRole('img', { name: fileName });
  await preview.waitFor();
  await page.waitForFunction((name) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
    return !!img && img.complete && img.naturalWidth === 2;
  }, fileName);
  await imageCard.getByRole('button', { name: 'За основна' }).click();
  assert.equal(await page.getByLabel('Основна снимка').inputValue(), fileName);

  // A draft: the slug follows the title, and the public cannot read it.
  const stamp = Date.now();
  const title = `Пазарен план за ${stamp}`;
  const slug = `pazaren-plan-za-${stamp}`;
  await page.getByLabel('Заглавие').fill(title);
  assert.equal(await page.getByLabel('Адрес (slug)').inputValue(), slug);
  await page.getByLabel('Кратко описание').fill('Как да опишем пазара си на една страница.');
  await page.getByLabel('Съдържание (HTML)').fill('<h2>Пазарът</h2><p>Кои са клиентите?</p><script>window.hacked = true</script>');
  await page.getByRole('region', { name: 'Преглед на съдържанието' }).getByRole('heading', { name: 'Пазарът' }).waitFor();
  await page.getByLabel('Етикети').fill('пазар, , план ');
  await page.getByRole('button', { name: 'Създай статията' }).click();
  await feedback(page, 'Статията е създадена успешно!');

  const card = page.getByRole('article', { name: title });
  await card.getByText('Чернова', { exact: true }).waitFor();
  const hidden = await site.api<Envelope<null>>(`/articles/slug/${slug}`);
  assert.equal(hidden.status, 404, 'a draft is not public');

  // Published: it appears on /articles with its image.
  await card.getByRole('button', { name: 'Публикувай' }).click();
  await feedback(page, 'Статусът е променен успешно!');
  await card.getByText('Публикувана', { exact: true }).waitFor();
  const published = await site.api<Envelope<{ tags: string[]; featuredImage: string | null }>>(`/articles/slug/${slug}`);
  assert.equal(published.status, 200);
  assert.deepEqual(published.body.data.tags, ['пазар', 'план']);
  assert.equal(published.body.data.featuredImage, fileName);

  await page.goto(`${site.baseUrl}/articles`);
  await page.getByRole('link', { name: title }).first().waitFor();

  // Back in the same tab: the token is still there, no password asked; then delete.
  await openAdmin(page);
  const again = page.getByRole('article', { name: title });
  await again.waitFor();
  assert.equal(await page.getByLabel('Парола').count(), 0);
  await again.getByRole('button', { name: 'Изтрий' }).click();
  await feedback(page, 'Статията е изтрита успешно!');
  assert.ok(dialogs.includes('Сигурни ли сте, че искате да изтриете тази статия?'));
  assert.equal(await page.getByRole('article', { name: title }).count(), 0);
  assert.equal((await site.api(`/articles/slug/${slug}`)).status, 404);

  await page
    .getByRole('figure', { name: new RegExp(fileName) })
    .getByRole('button', { name: 'Изтрий' })
    .click();
  await feedback(page, 'Изображението е изтрито успешно!');
  assert.equal((await site.api<Envelope<string[]>>('/articles/images')).body.data.includes(fileName), false);

  // 'Изход' forgets the token: a reload shows the gate again.
  await page.getByRole('button', { name: 'Изход' }).click();
  await openAdmin(page);
  await page.getByLabel('Парола').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('without the password the admin calls are refused', async () => {
  const list = await site.api<Envelope<null>>('/articles?includeUnpublished=true');
  assert.equal(list.status, 401);
  const create = await site.api<Envelope<null>>('/articles', {
    method: 'POST',
    body: JSON.stringify({ title: 'Т', slug: 't', shortDescription: 'К', content: 'С' }),
  });
  assert.equal(create.status, 401);
});
