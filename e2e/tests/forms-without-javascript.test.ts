// The public forms with JavaScript switched off (a corporate proxy, a failed chunk, a reader mode): the
// sign-up buttons are links to the forms' own pages, the forms post to them, and the server answers with
// the success text or the messages; every sign-up is then found by the staff lookup. And with every script
// held back for 4 s (a slow phone): a tap in that time ends in the form, and what is typed is what is sent.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Client, Envelope } from '@site/shared';
import { fillRegistration, type Visitor } from '../support/forms';
import { holdScripts } from '../support/hold-scripts';
import { endSession, startSession } from '../support/session';
import { CLIENTS_TOKEN, type Site } from '../support/site';

let site: Site;
let browser: Browser;
const unique = Date.now();
const visitor = (name: string): Visitor => ({ fullName: 'Без Скриптов', email: `${name}-${unique}@example.bg`, phone: '0888 111 222' });

before(async () => {
  ({ site, browser } = await startSession());
});
after(() => endSession({ site, browser }));

async function withoutJavaScript<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function foundByStaffLookup(email: string): Promise<Client> {
  const { status, body } = await site.api<Envelope<Client>>(`/clients/by-email?email=${encodeURIComponent(email)}&token=${encodeURIComponent(CLIENTS_TOKEN)}`);
  assert.equal(status, 200, `${email} is found by the staff lookup`);
  assert.equal(body.success, true);
  return body.data;
}

describe('the forms without JavaScript', () => {
  test('a free consultation from the home page: the button leads to the form, the form to the success text', async () => {
    const person = visitor('no-js-consultation');
    await withoutJavaScript(async (page) => {
      await page.goto(`${site.baseUrl}/`);
      await page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' }).click();
      await page.waitForURL(`${site.baseUrl}/consultation`);
      await fillRegistration(page.locator('form.catalog-form'), person);
      await page.getByRole('button', { name: 'Изпрати заявка' }).click();
      await page.waitForURL(`${site.baseUrl}/consultation?sent`);
      await page.getByText('Заявката за консултация е изпратена успешно!').waitFor();
    });
    assert.equal((await foundByStaffLookup(person.email)).registrationSource, 'Free Consultation');
  });

  test('a course sign-up from the course page', async () => {
    const person = visitor('no-js-course');
    await withoutJavaScript(async (page) => {
      await page.goto(`${site.baseUrl}/courses/biznes-planirane`);
      await page.getByRole('link', { name: 'Запиши се за курса' }).click();
      await page.waitForURL(`${site.baseUrl}/courses/biznes-planirane/sign-up`);
      await fillRegistration(page.locator('form.catalog-form'), person);
      await page.getByText('Разширени опции').click();
      await page.getByRole('checkbox', { name: /директен маркетинг/ }).check();
      await page.getByRole('button', { name: 'Запиши се', exact: true }).click();
      await page.getByText('Записването за курс "Бизнес планиране" е успешно!').waitFor();
    });
    const client = await foundByStaffLookup(person.email);
    assert.deepEqual(
      client.courses.map((course) => course.title),
      ['Бизнес планиране'],
    );
    assert.equal(client.registrations?.[0]?.agreedToMarketingPolicy, true);
  });

  test('an event sign-up from the event page', async () => {
    const person = visitor('no-js-event');
    const eventTitle = await withoutJavaScript(async (page) => {
      await page.goto(`${site.baseUrl}/events`);
      const card = page.locator('a[href^="/events/"]').first();
      await card.click();
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('link', { name: 'Запиши се за събитието' }).click();
      await page.waitForURL(/\/events\/[^/]+\/sign-up$/);
      await fillRegistration(page.locator('form.catalog-form'), person);
      await page.getByRole('button', { name: 'Запиши се', exact: true }).click();
      await page.getByText(`Записването за събитие "${title}" е успешно!`).waitFor();
      return title;
    });
    assert.equal((await foundByStaffLookup(person.email)).registrationSource, eventTitle);
  });

  test('an empty form comes back with the five messages', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${site.baseUrl}/consultation`);
      await page.getByRole('button', { name: 'Изпрати заявка' }).click();
      await page.waitForLoadState();
      for (const message of [
        'Името е задължително',
        'Имейлът е задължителен',
        'Телефонът е задължителен',
        'Трябва да се съгласите с политиката за лични данни',
        'Трябва да се съгласите с общите условия',
      ]) {
        assert.ok(await page.getByText(message, { exact: true }).isVisible(), `«${message}» is shown`);
      }
      // What was typed comes back with the messages.
      await page.getByLabel(/Име и фамилия/).fill('Само Име');
      await page.getByRole('button', { name: 'Изпрати заявка' }).click();
      await page.waitForLoadState();
      assert.equal(await page.getByLabel(/Име и фамилия/).inputValue(), 'Само Име');
      assert.equal(await page.getByText('Името е задължително', { exact: true }).count(), 0);
    });
  });

  test('withdrawing marketing consent on /marketing', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto(`${site.baseUrl}/marketing`);
      await page.getByLabel('Имейл', { exact: true }).fill(`no-js-withdrawal-${unique}@example.bg`);
      await page.getByRole('button', { name: 'Оттегли съгласието' }).click();
      await page.waitForURL(/\/marketing\?sent#ottegliane$/);
      await page.getByText(/съгласието за търговски съобщения е оттеглено/).waitFor();
    });
  });
});

describe('before the scripts have run (every script held back for 4 s)', () => {
  async function withHeldScripts<T>(use: (page: Page, context: BrowserContext) => Promise<T>): Promise<T> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await holdScripts(context, { ms: 4000 });
    try {
      return await use(await context.newPage(), context);
    } finally {
      await context.close();
    }
  }

  test('a tap on «Безплатна консултация» ends in the form', async () => {
    await withHeldScripts(async (page) => {
      await page.goto(`${site.baseUrl}/`, { waitUntil: 'commit' });
      const link = page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' }).getByRole('link', { name: 'Безплатна консултация' });
      await link.waitFor();
      const tappedAt = Date.now();
      await link.click();
      await page.getByLabel(/Име и фамилия/).waitFor();
      assert.ok(Date.now() - tappedAt < 4000, 'the form appeared while the scripts were still held back');
    });
  });

  test('an e-mail typed into /marketing before the page is taken over is the one sent', async () => {
    const email = `typed-early-${unique}@example.bg`;
    await withHeldScripts(async (page) => {
      await page.goto(`${site.baseUrl}/marketing`, { waitUntil: 'commit' });
      const field = page.getByLabel('Имейл', { exact: true });
      await field.waitFor();
      await field.fill(email);
      // The scripts arrive and take the page over; then the visitor presses the button.
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      // React has taken the form over (it keeps its props on the elements it hydrated).
      await page.waitForFunction(() => {
        const form = document.querySelector('form.legal-withdrawal__form');
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
      });
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/consents/marketing-withdrawal') && request.method() === 'POST');
      await page.getByRole('button', { name: 'Оттегли съгласието' }).click();
      assert.equal(JSON.parse((await sent).postData() ?? '{}').email, email);
      await page.getByText(/съгласието за търговски съобщения е оттеглено/).waitFor();
    });
  });
});
