// The page as the server sent it, before its scripts have taken it over: what a visitor sees and uses in
// the first 0.5–3 s on a phone (and always, with JavaScript blocked).
import type { BrowserContext, Page, Route } from 'playwright-core';

const SCRIPT = /\.js(\?|$)/;

export interface HeldScripts {
  /** Lets the held scripts (and every later one) through. */
  release: () => Promise<void>;
}

/**
 * Holds back every script that `target` (one tab, or every tab of a context) requests, until `release()`
 * or, with `ms`, for that long after this call. Call it before `page.goto`, and go with
 * `{ waitUntil: 'commit' }`: the page's deferred start script is held too, so DOMContentLoaded waits for it.
 */
export async function holdScripts(target: Page | BrowserContext, { ms }: { ms?: number } = {}): Promise<HeldScripts> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const timer = ms === undefined ? undefined : setTimeout(open, ms);
  const handler = async (route: Route) => {
    await gate;
    // The tab may have been closed while its script was held.
    await route.fallback().catch(() => undefined);
  };
  await target.route(SCRIPT, handler);
  return {
    release: async () => {
      clearTimeout(timer);
      open();
      await target.unroute(SCRIPT, handler).catch(() => undefined);
    },
  };
}
