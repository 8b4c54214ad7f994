// What a visitor sees of the home page's course slider, with or without its scripts.
import type { Page } from 'playwright-core';

/** Waits until `read()` gives `wanted` (a smooth scroll takes a moment), then returns what it gives. */
export async function settlesOn<T>(read: () => Promise<T>, wanted: T, timeout = 3000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (value !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The title of the track's first card in view. */
export function firstCardInView(page: Page): Promise<string> {
  return page.locator('.catalog-slider__track').evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    const card = [...track.children].find((item) => item.getBoundingClientRect().right > left + 8);
    return card?.querySelector('h3')?.textContent ?? '';
  });
}

/** The names of the dots drawn as the current page's (wider, see courses-slider.css). */
export function markedDots(page: Page): Promise<(string | null)[]> {
  // Read once the dots' transitions (0.2 s of width and colour) have ended: a dot still growing is not yet 32 px.
  return page.locator('.catalog-slider__dots:visible a').evaluateAll(async (dots) => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    );
    return dots.filter((dot) => getComputedStyle(dot, '::before').width === '32px').map((dot) => dot.getAttribute('aria-label'));
  });
}
