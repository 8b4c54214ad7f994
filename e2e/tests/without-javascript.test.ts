// The site with JavaScript blocked (as the first 0.5–3 s on a phone are, before the scripts take the page
// over): every public action works as plain HTML, and the staff screens say that they need JavaScript.
// One describe per area of the site; add a case to its area.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import type { Course, Envelope } from '@site/shared';
import { firstCardInView, markedDots, settlesOn } from '../support/home-slider';
import { examplePath, pageEntries, readSeededExamples } from '../support/page-examples';
import { sessionForFile } from '../support/session';

const session = sessionForFile();

/** `path` in a new context with JavaScript off, `width` pixels wide. */
async function openWithoutScripts(
  path: string,
  { width = 1280, reducedMotion = 'no-preference' }: { width?: number; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion });
  const page = await context.newPage();
  await page.goto(session.site.baseUrl + path);
  return { page, context };
}

describe('the phone menu', () => {
  /** What Chromium tells assistive technology about the toggle: expanded or not (no script sets aria-expanded here). */
  async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const toggle = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
    return toggle?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  }

  test('opens and closes at 390 px, by pointer and by keyboard, and its links lead to their pages', async () => {
    const { page, context } = await openWithoutScripts('/', { width: 390 });
    try {
      const banner = page.getByRole('banner');
      const lectors = banner.getByRole('link', { name: 'Лектори', exact: true });
      assert.equal(await lectors.isVisible(), false, 'the menu starts closed');
      assert.equal(await exposedExpanded(page, 'Меню'), false);

      await banner.getByRole('button', { name: 'Меню' }).click();
      await lectors.waitFor({ state: 'visible' });
      assert.equal(await exposedExpanded(page, 'Затвори менюто'), true, 'the open menu’s toggle is «Затвори менюто», expanded');
      await banner.getByRole('button', { name: 'Затвори менюто' }).click();
      await lectors.waitFor({ state: 'hidden' });
      assert.equal(await banner.getByRole('button', { name: 'Меню' }).isVisible(), true);

      // By keyboard: Enter opens it, Tab goes into it, Escape closes it and focus is back on the toggle.
      await banner.getByRole('button', { name: 'Меню' }).focus();
      await page.keyboard.press('Enter');
      await lectors.waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      assert.equal(
        await banner.getByRole('link', { name: 'Курсове', exact: true }).evaluate((link) => link === document.activeElement),
        true,
        'Tab from the toggle goes to «Курсове»',
      );
      await page.keyboard.press('Escape');
      await lectors.waitFor({ state: 'hidden' });
      assert.equal(
        await banner.getByRole('button', { name: 'Меню' }).evaluate((toggle) => toggle === document.activeElement),
        true,
        'focus is back on the toggle',
      );

      await banner.getByRole('button', { name: 'Меню' }).click();
      await lectors.click();
      await page.waitForURL(/\/lectors$/);
      await page.getByRole('heading', { level: 1, name: 'Нашият лекторски състав' }).waitFor();
      assert.equal(
        await page.getByRole('banner').getByRole('link', { name: 'Лектори', exact: true }).isVisible(),
        false,
        'the next page starts with the menu closed',
      );
    } finally {
      await context.close();
    }
  });

  test('at 1280 px the nav is a row of the header, with no toggle', async () => {
    const { page, context } = await openWithoutScripts('/');
    try {
      const nav = page.getByRole('navigation', { name: 'Основна навигация' });
      for (const name of ['Курсове', 'Лектори', 'Събития', 'Статии']) {
        assert.equal(await nav.getByRole('link', { name, exact: true }).isVisible(), true, name);
      }
      assert.equal(await page.getByRole('banner').getByRole('button').isVisible(), false);
    } finally {
      await context.close();
    }
  });
});

describe('the home slider', () => {
  let courses: Course[];
  before(async () => {
    courses = (await session.site.api<Envelope<Course[]>>('/courses/active')).body.data;
    assert.ok(courses.length >= 7, `the seed has enough active courses for several pages (${courses.length})`);
  });

  for (const [width, perPage] of [
    [390, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`at ${width} px its arrows and its dots move it ${perPage} card(s) at a time, and the page stays on the slider`, async () => {
      const { page, context } = await openWithoutScripts('/', { width });
      try {
        const slider = page.getByRole('region', { name: 'Активни курсове' });
        const pages = Math.ceil(courses.length / perPage);
        const title = (index: number) => courses[index]!.title;
        assert.equal(await firstCardInView(page), title(0));
        assert.deepEqual(await markedDots(page), [`Страница 1 от ${pages}`]);
        assert.equal(await slider.getByRole('link', { name: /^Страница \d+ от \d+$/ }).count(), pages, 'the dots of this width only');

        await slider.getByRole('link', { name: 'Следващи курсове' }).click();
        assert.equal(await settlesOn(() => firstCardInView(page), title(perPage)), title(perPage), 'the next arrow shows the next page');
        assert.deepEqual(await markedDots(page), [`Страница 2 от ${pages}`]);
        assert.equal(new URL(page.url()).hash, `#course-slide-${courses[perPage]!.slug}`);
        // The window moved to the slider, not past it: its heading is in view below the sticky header.
        const heading = await page.getByRole('heading', { level: 2, name: 'Нашите курсове' }).boundingBox();
        const header = await page.getByRole('banner').boundingBox();
        assert.ok(
          heading && header && heading.y >= header.y + header.height && heading.y < 300,
          `the heading is at ${heading?.y} px, the header ends at ${header && header.y + header.height} px`,
        );

        await slider.getByRole('link', { name: 'Предишни курсове' }).click();
        assert.equal(await settlesOn(() => firstCardInView(page), title(0)), title(0), 'the previous arrow goes back');
        await slider.getByRole('link', { name: 'Предишни курсове' }).click();
        const last = Math.min((pages - 1) * perPage, courses.length - perPage);
        assert.equal(await settlesOn(() => firstCardInView(page), title(last)), title(last), 'from the first page the previous arrow goes to the last');

        await slider.getByRole('link', { name: `Страница 2 от ${pages}` }).click();
        assert.equal(await settlesOn(() => firstCardInView(page), title(perPage)), title(perPage), 'the second dot shows the second page');
        assert.deepEqual(await markedDots(page), [`Страница 2 от ${pages}`]);
        await slider.getByRole('link', { name: `Страница 1 от ${pages}` }).click();
        assert.equal(await settlesOn(() => firstCardInView(page), title(0)), title(0), 'the first dot shows the first page');
      } finally {
        await context.close();
      }
    });
  }
});

describe('the footer', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`«Към началото» takes the visitor to the top of the page (reduced motion: ${reducedMotion})`, async () => {
      const { page, context } = await openWithoutScripts('/courses', { width: 390, reducedMotion });
      try {
        const backToTop = page.getByRole('contentinfo').getByRole('link', { name: /Към началото/ });
        await backToTop.scrollIntoViewIfNeeded();
        assert.ok((await page.evaluate(() => window.scrollY)) > 500, 'the footer is far down the page');
        // Smooth unless the visitor asked for less motion: the page's CSS decides.
        assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), reducedMotion === 'reduce' ? 'auto' : 'smooth');
        await backToTop.click();
        assert.equal(await settlesOn(() => page.evaluate(() => window.scrollY), 0), 0);
        assert.equal(new URL(page.url()).hash, '#top');
      } finally {
        await context.close();
      }
    });
  }
});

describe('the home video', () => {
  test('its play button is a link to the video on YouTube', async () => {
    const { page, context } = await openWithoutScripts('/');
    try {
      const play = page.getByRole('link', { name: /^Пусни видеото: Промоционално видео на Бизнес Академия/ });
      const href = new URL((await play.getAttribute('href')) ?? '');
      assert.equal(href.origin + href.pathname, 'https://www.youtube.com/watch');
      assert.match(href.searchParams.get('v') ?? '', /^[\w-]{11}$/);
      assert.equal(await play.getAttribute('target'), '_blank');
      assert.equal(await play.isVisible(), true);
    } finally {
      await context.close();
    }
  });
});

describe('the article page', () => {
  test('«Сподели» is a link that opens a new e-mail with the article’s title and address', async () => {
    const article = (await session.site.api<Envelope<{ slug: string; title: string }[]>>('/articles/published')).body.data[0]!;
    const { page, context } = await openWithoutScripts(`/articles/${article.slug}`);
    try {
      const share = page.getByRole('link', { name: 'Сподели по имейл' });
      assert.equal(await share.isVisible(), true);
      assert.equal((await share.innerText()).trim(), 'Сподели');
      const mail = new URL((await share.getAttribute('href')) ?? '');
      assert.equal(mail.protocol, 'mailto:');
      assert.equal(mail.searchParams.get('subject'), article.title);
      assert.ok((mail.searchParams.get('body') ?? '').endsWith(`${session.site.baseUrl}/articles/${article.slug}`), mail.searchParams.get('body') ?? '');
    } finally {
      await context.close();
    }
  });
});

describe('every page of the table', () => {
  const notice = 'Този екран работи само с включен JavaScript. Включете го в браузъра си и заредете страницата отново.';

  // The list comes from the page table and the console's sections (support/page-examples.ts): a new page is checked here too.
  test('each staff screen and console section says that it needs JavaScript; each public page shows its content and says nothing of it', async () => {
    const { params } = await readSeededExamples(session.site);
    const { page, context } = await openWithoutScripts('/');
    const wrong: string[] = [];
    try {
      for (const entry of pageEntries) {
        const path = examplePath(entry, params);
        await page.goto(session.site.baseUrl + path);
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        if (entry.audience === 'staff') {
          if (!(await page.getByText(notice, { exact: true }).isVisible())) wrong.push(`${entry.label} (${path}) does not say that it needs JavaScript`);
          continue;
        }
        const says = await page.getByText(/JavaScript/).allInnerTexts();
        if (says.length > 0) wrong.push(`${entry.label} (${path}) speaks of JavaScript: ${says.join(' / ')}`);
        else if (!(await heading.isVisible()) || (await heading.innerText()).trim() === 'Страницата не е намерена')
          wrong.push(`${entry.label} (${path}) does not show its content`);
      }
    } finally {
      await context.close();
    }
    assert.deepEqual(wrong, []);
  });
});
