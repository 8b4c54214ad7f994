// The shell in a real browser: layout, mobile nav, modal, 404, failure isolation, footer pages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextFrames, trackPageErrors } from '../support/browser';
import { openPage, sessionForFile } from '../support/session';

const FALLBACK = 'Тази част от сайта не можа да се зареди';
const session = sessionForFile();

const open = (path: string, width?: number) => openPage(session, path, width);

describe('layout', () => {
  test('header and footer on the home page', async () => {
    const { page, errors } = await open('/');
    const header = page.getByRole('banner');
    assert.equal(await header.getByRole('link', { name: 'Бизнес Академия, начална страница' }).getAttribute('href'), '/');
    const nav = header.getByRole('navigation', { name: 'Основна навигация' });
    for (const [name, href] of [
      ['Курсове', '/courses'],
      ['Лектори', '/lectors'],
      ['Събития', '/events'],
      ['Статии', '/articles'],
    ]) {
      assert.equal(await nav.getByRole('link', { name, exact: true }).getAttribute('href'), href);
    }
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Бизнес планиране' }).waitFor();
    assert.equal(await footer.getByRole('link', { name: 'Бизнес планиране' }).getAttribute('href'), '/courses/biznes-planirane');
    // The footer is rendered as the visitor comes to it (content-visibility: auto, from the next frame on);
    // its text is read there.
    await footer.scrollIntoViewIfNeeded();
    await nextFrames(page);
    assert.match(await footer.innerText(), /© 2025/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the nav opens and closes on a 375px-wide phone', async () => {
    const { page } = await open('/', 375);
    const toggle = page.getByRole('button', { name: 'Меню' });
    const coursesLink = page.getByRole('navigation', { name: 'Основна навигация' }).getByRole('link', { name: 'Курсове' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await coursesLink.isVisible(), false);
    await toggle.click();
    assert.equal(await page.getByRole('button', { name: 'Затвори менюто' }).getAttribute('aria-expanded'), 'true');
    assert.equal(await coursesLink.isVisible(), true);
    await coursesLink.click();
    await page.waitForURL(/\/courses$/);
    // The new page is rendered once its data has arrived, and the menu closes with it.
    await page.getByRole('heading', { level: 1, name: 'Курсове' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Меню' }).getAttribute('aria-expanded'), 'false');
    await page.close();
  });

  test('the modal opens, locks scroll, closes on Escape and gives focus back', async () => {
    const { page } = await open('/');
    const opener = page.getByRole('link', { name: 'Безплатна консултация' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Безплатна консултация' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    assert.equal(await opener.evaluate((element) => element === document.activeElement), true);
    await page.close();
  });

  test('an unknown path answers 404 and shows the not-found text inside the layout', async () => {
    const { page } = await open('/courses');
    const answer = await page.goto(`${session.site.baseUrl}/no-such-page`);
    assert.equal(answer?.status(), 404);
    await page.getByRole('heading', { name: 'Страницата не е намерена' }).waitFor();
    assert.equal(await page.getByRole('banner').isVisible(), true);
    await page.close();
  });
});

describe('a remote that cannot be loaded', () => {
  test('blocking /remotes/mf-articles/ leaves / and /courses working and /articles shows a fallback', async () => {
    const page = await session.browser.newPage();
    const errors = trackPageErrors(page);
    await page.route('**/remotes/mf-articles/**', (route) => route.abort());

    await page.goto(`${session.site.baseUrl}/`);
    await page.getByRole('link', { name: 'Безплатна консултация' }).waitFor();
    assert.equal(await page.getByRole('banner').isVisible(), true);

    await page.goto(`${session.site.baseUrl}/courses`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByRole('heading', { name: FALLBACK }).count(), 0);

    await page.goto(`${session.site.baseUrl}/articles`);
    await page.getByRole('heading', { name: FALLBACK }).waitFor();
    assert.equal(await page.getByRole('contentinfo').isVisible(), true);

    // The remote comes back: Retry loads it without reloading the page.
    await page.unroute('**/remotes/mf-articles/**');
    await page.getByRole('button', { name: 'Опитай отново' }).click();
    await page.getByRole('heading', { name: FALLBACK }).waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('footer pages', () => {
  test('every footer information link opens a page with its heading', async () => {
    const { page } = await open('/');
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Информация' });
    const links = await legal
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => ({ text: anchor.textContent ?? '', href: anchor.getAttribute('href') ?? '' })));
    assert.equal(links.length, 6);
    for (const link of links) {
      await legal.getByRole('link', { name: link.text, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.href);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.waitFor();
      assert.notEqual(await heading.innerText(), 'Страницата не е намерена', link.href);
    }
    await page.close();
  });
});
