// Every picture on a public page is fetched at the width it is drawn: the smallest variant that is sharp on
// that screen, not a blurry smaller one and not a larger one that costs a phone time to fetch and decode.
// This checks the `sizes` written beside each picture against the layout the browser actually draws.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { endSession, startSession } from '../support/session';
import type { Site } from '../support/site';

/** A phone as Lighthouse emulates it, a smaller phone with a denser screen, a tablet, a laptop, a desktop. */
const SCREENS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 360, height: 780, deviceScaleFactor: 3 },
  { width: 768, height: 1024, deviceScaleFactor: 2 },
  { width: 1024, height: 768, deviceScaleFactor: 1 },
  { width: 1366, height: 900, deviceScaleFactor: 1 },
] as const;

interface DrawnPicture {
  chosen: string;
  drawn: number;
  widths: number[];
}

/** Every visible <picture> image of the page, loaded (lazy ones too), with the variant the browser took. */
async function drawnPictures(browser: Browser, url: string, screen: (typeof SCREENS)[number]): Promise<DrawnPicture[]> {
  // A new context per page: nothing in the cache, so the browser chooses from the srcset alone.
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('picture img')];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.filter((image) => image.getBoundingClientRect().width > 0).map((image) => image.decode().catch(() => undefined)));
    });
    return await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('picture img')]
        .filter((image) => image.getBoundingClientRect().width > 0)
        .map((image) => ({
          chosen: image.currentSrc,
          drawn: image.getBoundingClientRect().width * devicePixelRatio,
          widths: image.srcset.split(',').map((candidate) => Number(candidate.trim().split(/\s+/)[1]!.replace('w', ''))),
        })),
    );
  } finally {
    await context.close();
  }
}

/** The smallest variant at least `pixels` wide, or the widest there is. */
function smallestSharp(widths: number[], pixels: number): number {
  const sorted = [...widths].sort((a, b) => a - b);
  return sorted.find((width) => width >= pixels) ?? sorted[sorted.length - 1]!;
}

describe('pictures', () => {
  let site: Site;
  let browser: Browser;

  before(async () => {
    ({ site, browser } = await startSession());
  });
  after(() => endSession({ site, browser }));

  test('pictures are fetched at the width they are drawn', async () => {
    const courses = (await site.api<{ data: { slug: string; title: string }[] }>('/courses/active')).body.data;
    const isVip = (title: string) => title.toLowerCase().startsWith('вип пакет');
    const course = courses.find((candidate) => !isVip(candidate.title))!;
    const vip = courses.find((candidate) => isVip(candidate.title))!;
    const event = (await site.api<{ data: { slug: string }[] }>('/events/active')).body.data[0]!;
    const article = (await site.api<{ data: { slug: string }[] }>('/articles/published')).body.data[0]!;
    const routes = [
      '/',
      '/courses',
      `/courses/${course.slug}`,
      `/vip-package/${vip.slug}`,
      '/events',
      `/events/${event.slug}`,
      '/articles',
      `/articles/${article.slug}`,
      '/lectors',
    ];

    const wrong: string[] = [];
    let checked = 0;
    for (const screen of SCREENS) {
      for (const route of routes) {
        for (const picture of await drawnPictures(browser, site.baseUrl + route, screen)) {
          checked += 1;
          const chosen = Number(/\/(\d+)\.\w+$/.exec(picture.chosen)?.[1]);
          // A `sizes` may count a card's 1 px borders in: a variant chosen for up to 3% more pixels is right too.
          const right = [smallestSharp(picture.widths, picture.drawn), smallestSharp(picture.widths, picture.drawn * 1.03)];
          if (!right.includes(chosen)) {
            wrong.push(
              `${screen.width}×${screen.height}@${screen.deviceScaleFactor} ${route}: drawn ${Math.round(picture.drawn)} px, fetched ${picture.chosen.replace(site.baseUrl, '')}, should be ${right[0]} px`,
            );
          }
        }
      }
    }
    assert.ok(checked >= SCREENS.length * routes.length, `only ${checked} pictures were drawn on ${routes.length} pages`);
    assert.deepEqual(wrong, []);
  });
});
