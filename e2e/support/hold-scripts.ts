// The page as the server sent it, before its scripts have taken it over: what a visitor sees and uses in
// the first 0.5–3 s on a phone (and always, with JavaScript blocked).
import type { Page, Route } from 'playwright-core';

/**
 * Holds the shell's main.js (start.js adds it after the first paint; nothing else runs before it) until
 * `release()`. Call before `page.goto`.
 */
export async function holdPageScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await gate;
    await route.fallback();
  };
  await page.route('**/main.js', handler);
  return {
    release: async () => {
      release();
      await page.unroute('**/main.js', handler);
    },
  };
}
