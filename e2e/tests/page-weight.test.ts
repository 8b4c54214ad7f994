// What a visitor's phone downloads to run each public page: the JavaScript of a cold load (nothing cached),
// as transferred with gzip, within the budget. Every public page of the page table is loaded, one of each
// kind of detail page with the seed's content.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { examplePath, pageEntries, readSeededExamples } from '../support/page-examples';
import { endSession, startSession } from '../support/session';
import type { Site } from '../support/site';

const BUDGET_BYTES = 170 * 1024;

/** The page's scripts as transferred (compressed bytes), on a cold load, once the network is idle. */
async function scriptBytes(browser: Browser, url: string): Promise<number> {
  // The budget is stated in gzip bytes: ask for gzip, not the br the server prefers.
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        sizes.push(
          response
            .request()
            .sizes()
            .then((size) => size.responseBodySize),
        );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}

describe('page weight', () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    ({ site, browser } = await startSession());
  });
  after(() => endSession({ site, browser }));

  test(`every public page runs on at most ${BUDGET_BYTES / 1024} KB of JavaScript (gzip, cold load)`, async (t) => {
    const { params } = await readSeededExamples(site);
    // The withdrawal page needs a message's token: it is not a page a visitor browses to.
    const publicPages = pageEntries.filter((entry) => entry.audience === 'public' && entry.page !== 'unsubscribe');
    const over: string[] = [];
    for (const entry of publicPages) {
      const path = examplePath(entry, params);
      const bytes = await scriptBytes(browser, site.baseUrl + path);
      t.diagnostic(`${path}: ${(bytes / 1024).toFixed(1)} KB`);
      assert.ok(bytes > 10_000, `${path}: ${bytes} bytes of JavaScript: the page's scripts were not counted`);
      if (bytes > BUDGET_BYTES) over.push(`${path}: ${(bytes / 1024).toFixed(1)} KB`);
    }
    assert.deepEqual(over, []);
  });
});
