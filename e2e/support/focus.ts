// Where keyboard focus is, described the way a user would name it, and assertions about it.
import assert from 'node:assert/strict';
import type { Locator, Page, Route } from 'playwright-core';

// Plain JavaScript evaluated in the page (a string, so that no transpiler helper leaks into it).
const DESCRIBE_ACTIVE = String.raw`(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body (nothing focused)';
  const text = (value) => (value || '').replace(/\s+/g, ' ').trim().slice(0, 70);
  const labelledBy = (element.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)).filter(Boolean).map((node) => node.textContent).join(' ');
  const label = element.labels && element.labels.length ? [...element.labels].map((node) => node.textContent).join(' ') : '';
  const name = text(element.getAttribute('aria-label') || labelledBy || label || element.innerText || element.getAttribute('alt') || element.getAttribute('title') || element.value);
  const attributes = ['role', 'id', 'type', 'tabindex', 'aria-disabled', 'disabled', 'aria-expanded']
    .filter((attribute) => element.hasAttribute(attribute))
    .map((attribute) => attribute + '=' + JSON.stringify(element.getAttribute(attribute)));
  const dialog = element.closest('[role="dialog"]') ? ' (inside a dialog)' : '';
  return '<' + element.tagName.toLowerCase() + (attributes.length ? ' ' + attributes.join(' ') : '') + '> "' + name + '"' + dialog;
})()`;

/** The focused element, e.g. `<button aria-expanded="false"> "Меню"`. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(DESCRIBE_ACTIVE) as Promise<string>;
}

const isFocused = (target: Locator) => target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Waits (up to `timeout` ms, for focus that moves once something arrives) until `target` has focus. */
export async function expectFocus(page: Page, target: Locator, step: string, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await isFocused(target))) {
    if (Date.now() > deadline) {
      assert.fail(`${step}: focus should be on ${target} but is on ${await describeFocus(page)}`);
    }
    await page.waitForTimeout(50);
  }
}

/** Focus is on the element whose whole text is `text` (a message, a result). */
export async function expectFocusOnText(page: Page, text: string, step: string, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  const matches = () =>
    page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element || element === document.body) return false;
      return (element.textContent ?? '').replace(/\s+/g, ' ').trim() === wanted;
    }, text.replace(/\s+/g, ' ').trim());
  while (!(await matches())) {
    if (Date.now() > deadline) assert.fail(`${step}: focus should be on the message «${text}» but is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; the target may already
 * have it. With `within`, every stop on the way must be inside that element (a dialog's focus trap).
 */
export async function tabTo(page: Page, target: Locator, step: string, options: { max?: number; backward?: boolean; within?: Locator } = {}): Promise<number> {
  const { max = 10, backward = false, within } = options;
  const stops: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    if (presses === max) break;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    stops.push(await describeFocus(page));
    if (within) {
      const inside = await within.evaluate((container) => container.contains(document.activeElement));
      assert.ok(inside, `${step}: after ${presses + 1} ${backward ? 'Shift+Tab' : 'Tab'} focus left ${within} for ${stops.at(-1)}`);
    }
  }
  assert.fail(`${step}: ${target} not reached with ${max} × ${backward ? 'Shift+Tab' : 'Tab'}; focus went:\n  ${stops.join('\n  ')}`);
}

/** The contract's loading state: the focused button shows 'Зареждане...', aria-disabled="true", no `disabled`. */
export async function expectLoadingButtonFocused(page: Page, step: string): Promise<void> {
  const deadline = Date.now() + 3000;
  const check = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return (
        !!element &&
        element.tagName === 'BUTTON' &&
        (element.textContent ?? '').trim() === 'Зареждане...' &&
        element.getAttribute('aria-disabled') === 'true' &&
        !element.hasAttribute('disabled')
      );
    });
  while (!(await check())) {
    if (Date.now() > deadline) {
      assert.fail(
        `${step}: the pressed button should keep focus in its loading state ('Зареждане...', aria-disabled="true", no disabled attribute); focus is on ${await describeFocus(page)}`,
      );
    }
    await page.waitForTimeout(25);
  }
}

/** After a client-side navigation: focus on the first h1 of main (tabindex="-1"), and the route announcer. */
export async function expectNavigatedTo(page: Page, heading: string | RegExp, previousTitle: string, step: string): Promise<void> {
  const h1 = page.locator('main h1').first();
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 10_000 });
  const problems: string[] = [];
  const collect = async (check: () => Promise<unknown>) => {
    try {
      await check();
    } catch (error: unknown) {
      if (!(error instanceof assert.AssertionError)) throw error;
      problems.push(error.message);
    }
  };
  await collect(async () => {
    const text = (await h1.innerText()).trim();
    const expected = typeof heading === 'string' ? text === heading : heading.test(text);
    assert.ok(expected, `${step}: the first h1 in main should be «${String(heading)}» but is «${text}»`);
  });
  await collect(async () => {
    const tabindex = await h1.getAttribute('tabindex');
    assert.ok(tabindex === '-1', `${step}: the main heading should have tabindex="-1" but has ${tabindex === null ? 'none' : `tabindex="${tabindex}"`}`);
  });
  await collect(() => expectFocus(page, h1, `${step}: focus on the new page's main heading`));
  await collect(() => expectRouteAnnounced(page, previousTitle, step));
  if (problems.length > 0) assert.fail(problems.join('\n   '));
}

/** `#route-announcer` (role="status", polite) holds the new page's document.title. */
export async function expectRouteAnnounced(page: Page, previousTitle: string, step: string): Promise<void> {
  const deadline = Date.now() + 5000;
  let last: { title: string; announced: string | null; role: string | null; live: string | null };
  for (;;) {
    last = await page.evaluate(() => {
      const region = document.getElementById('route-announcer');
      return {
        title: document.title,
        announced: region ? (region.textContent ?? '').trim() : null,
        role: region ? region.getAttribute('role') : null,
        live: region ? region.getAttribute('aria-live') : null,
      };
    });
    if (last.title !== previousTitle && last.announced?.includes(last.title) && last.role === 'status' && (last.live ?? 'polite') === 'polite') return;
    if (Date.now() > deadline) break;
    await page.waitForTimeout(50);
  }
  assert.fail(
    `${step}: #route-announcer should be role="status" (polite) holding the new title; ` +
      (last.announced === null
        ? 'there is no #route-announcer'
        : `it has role=${JSON.stringify(last.role)} aria-live=${JSON.stringify(last.live)} and text «${last.announced}»`) +
      `; document.title is «${last.title}» (before: «${previousTitle}»)`,
  );
}

/** The contract's modal: every other child of body is `inert`. */
export async function expectBackgroundInert(page: Page, step: string): Promise<void> {
  const children = await page.evaluate(() =>
    [...document.body.children]
      .filter((child) => !child.querySelector('[role="dialog"]') && child.getAttribute('role') !== 'dialog')
      .filter((child) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName))
      .map((child) => ({
        element: `<${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ''}${child.className ? `.${String(child.className).split(' ').join('.')}` : ''}>`,
        inert: child.hasAttribute('inert'),
      })),
  );
  assert.ok(children.length > 0, `${step}: the page behind the dialog is in body`);
  const live = children.filter((child) => !child.inert).map((child) => child.element);
  assert.ok(live.length === 0, `${step}: with the modal open every other child of body must be inert; not inert: ${live.join(', ')}`);
}

/** Holds requests matching `match` until released, so a loading state can be seen. */
export async function holdRequests(page: Page, match: (url: URL, method: string) => boolean): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const handler = async (route: Route) => {
    const request = route.request();
    if (!match(new URL(request.url()), request.method())) return route.fallback();
    arrived();
    await gate;
    return route.fallback();
  };
  await page.route('**/api/**', handler);
  return {
    held,
    release: async () => {
      release();
      await page.unroute('**/api/**', handler);
    },
  };
}

/** Gives `target` focus the way the product is expected to (tabindex="-1" where it is not focusable). */
async function focusAsExpected(target: Locator): Promise<void> {
  // The element may be gone already (a success message whose dialog closed): then nothing to do.
  await target
    .first()
    .evaluate(
      (element: HTMLElement) => {
        if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus();
      },
      undefined,
      { timeout: 1000 },
    )
    .catch(() => undefined);
}

/**
 * A keyboard journey that records every focus rule it finds broken and carries on from where the
 * contract says focus should be, so one run lists all of a journey's failures; `end()` fails the
 * test with the whole list. Anything that is not a focus assertion (a missing element, a failed
 * request) still stops the test at once.
 */
export class Journey {
  readonly failures: string[] = [];

  constructor(private readonly page: Page) {}

  private async check(assertion: () => Promise<unknown>, recover?: () => Promise<void>): Promise<void> {
    try {
      await assertion();
    } catch (error: unknown) {
      if (!(error instanceof assert.AssertionError)) throw error;
      this.failures.push(error.message);
      if (recover) await recover();
    }
  }

  /** A soft plain assertion (a state such as aria-expanded). */
  that(condition: boolean, message: string): void {
    if (!condition) this.failures.push(message);
  }

  tabTo(target: Locator, step: string, options?: { max?: number; backward?: boolean; within?: Locator }): Promise<void> {
    return this.check(
      () => tabTo(this.page, target, step, options),
      () => focusAsExpected(target),
    );
  }

  focusIs(target: Locator, step: string): Promise<void> {
    return this.check(
      () => expectFocus(this.page, target, step),
      () => focusAsExpected(target),
    );
  }

  focusWithin(container: Locator, step: string): Promise<void> {
    return this.check(
      async () => {
        const deadline = Date.now() + 3000;
        while (!(await container.evaluate((element) => element.contains(document.activeElement)))) {
          if (Date.now() > deadline) assert.fail(`${step}: focus should be inside ${container} but is on ${await describeFocus(this.page)}`);
          await this.page.waitForTimeout(50);
        }
      },
      () => focusAsExpected(container),
    );
  }

  focusOnText(text: string, step: string): Promise<void> {
    return this.check(
      () => expectFocusOnText(this.page, text, step),
      () => focusAsExpected(this.page.getByText(text, { exact: true })),
    );
  }

  loadingKeepsFocus(step: string): Promise<void> {
    return this.check(() => expectLoadingButtonFocused(this.page, step));
  }

  navigatedTo(heading: string | RegExp, previousTitle: string, step: string): Promise<void> {
    return this.check(
      () => expectNavigatedTo(this.page, heading, previousTitle, step),
      () => focusAsExpected(this.page.locator('main h1')),
    );
  }

  backgroundInert(step: string): Promise<void> {
    return this.check(() => expectBackgroundInert(this.page, step));
  }

  end(): void {
    if (this.failures.length > 0) {
      assert.fail(`${this.failures.length} focus rule(s) broken:\n${this.failures.map((failure, index) => `${index + 1}. ${failure}`).join('\n')}`);
    }
  }
}
