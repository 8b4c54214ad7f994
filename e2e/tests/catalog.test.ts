// The catalog in a real browser against the real server and its seeded database: browsing courses,
// a course, VIP packages, lecturers and events, and signing up for a course and for a consultation,
// then finding the client through the staff API.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import type { Client, Course, Envelope, RegistrationPayload } from '@site/shared';
import { fillRegistration } from '../support/forms';
import { trackPageErrors } from '../support/browser';
import { holdScripts } from '../support/hold-scripts';
import { firstCardInView, markedDots, settlesOn } from '../support/home-slider';
import { openPage, sessionForFile } from '../support/session';
import { CLIENTS_TOKEN } from '../support/site';

const session = sessionForFile();

const open = (path: string, width?: number) => openPage(session, path, width);

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function findClient(email: string): Promise<Client> {
  const query = `email=${encodeURIComponent(email)}&token=${encodeURIComponent(CLIENTS_TOKEN)}`;
  const { status, body } = await session.site.api<Envelope<Client>>(`/clients/by-email?${query}`);
  assert.equal(status, 200, `client ${email} not found: ${JSON.stringify(body)}`);
  return body.data;
}

const isRegistration = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/clients/register';

describe('browsing', () => {
  test('/courses lists the active courses in order with prices in euro, with the courses the server sent', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = trackPageErrors(page);
    const activeCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/courses/summaries') activeCalls.push(request.url());
    });
    await page.goto(session.site.baseUrl + '/');
    // The home page's slider shows courses; then the visitor goes to /courses without a reload.
    const slider = page.getByRole('region', { name: 'Активни курсове' });
    await slider.getByRole('article').first().waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Курсове', exact: true }).click();
    await page.waitForURL(/\/courses$/);

    const list = page.getByRole('list', { name: 'Курсове' });
    await list.getByRole('article').first().waitFor();
    const titles = await list.getByRole('article').getByRole('heading').allInnerTexts();
    const { body } = await session.site.api<Envelope<Course[]>>('/courses/active');
    assert.deepEqual(
      titles,
      body.data.map((course) => course.title),
    );
    assert.equal(titles[0], 'Бизнес планиране');
    assert.ok(titles.includes('ВИП пакет „Продай своя продукт“'));
    assert.ok(!titles.includes('Дигитален маркетинг за малкия бизнес'), 'an inactive course is not listed');
    const planning = list.getByRole('article').filter({ hasText: 'Бизнес планиране' });
    assert.match(await planning.innerText(), /250,53\s€/);
    assert.doesNotMatch(await list.innerText(), /лв/);
    // The server rendered the home page with its courses and handed them to the page: the slider and
    // /courses read them from there, and the browser never asks the API for them.
    assert.equal(activeCalls.length, 0, 'the slider and /courses use the courses the server sent');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a course page shows its sections, the price in euro, and the long description on demand', async () => {
    const { page, errors } = await open('/courses/biznes-planirane');
    await page.getByRole('heading', { level: 1, name: 'Бизнес планиране' }).waitFor();
    for (const name of ['Какво ще научите', 'За кого е подходящ курсът', 'Как протича обучението', 'Програма на курса', 'Лектори', 'Често задавани въпроси']) {
      assert.equal(await page.getByRole('heading', { level: 2, name }).count(), 1, name);
    }
    const buy = page.getByRole('complementary', { name: 'Цена и записване' });
    assert.match(await buy.innerText(), /250,53\s€/);
    assert.doesNotMatch(await page.locator('body').innerText(), /лв|лева/);
    // Search engines read the same price, in euro.
    const offers = await page.locator('script[type="application/ld+json"]').allTextContents();
    assert.ok(
      offers.some((json) => json.includes('"price":"250.53","priceCurrency":"EUR"')),
      `the JSON-LD offer is in euro: ${offers.join('\n')}`,
    );
    const more = page.getByRole('button', { name: 'Виж повече' });
    const longText = page.getByText(/Добрият бизнес план не е документ за чекмеджето/);
    assert.equal(await longText.isVisible(), false);
    await more.click();
    assert.equal(await longText.isVisible(), true);
    assert.equal(await page.title(), 'Бизнес планиране | Бизнес Академия');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('consultations and study programmes use their own headings', async () => {
    const { page } = await open('/courses/individualni-konsultatsii-s-mentor');
    await page.getByRole('heading', { level: 2, name: 'Какво ще получите' }).waitFor();
    await page.goto(`${session.site.baseUrl}/courses/uchebna-programa-predpriemach`);
    await page.getByRole('heading', { level: 2, name: 'Какво ще овладеете' }).waitFor();
    await page.close();
  });

  test('a VIP package opened under /courses/ moves to /vip-package/, replacing the history entry', async () => {
    const { page, errors } = await open('/lectors');
    await page.goto(`${session.site.baseUrl}/courses/vip-paket-ot-ideia-do-biznes`);
    await page.waitForURL(/\/vip-package\/vip-paket-ot-ideia-do-biznes$/);
    await page.getByRole('heading', { level: 1, name: 'ВИП пакет „От идея до бизнес“' }).waitFor();
    const offer = page.getByRole('complementary', { name: 'Цена и записване' });
    assert.equal(await offer.locator('s').first().innerText(), '1124,33\u00a0€');
    assert.match(await offer.innerText(), /659,57\s€/);
    assert.doesNotMatch(await offer.innerText(), /лв/);
    assert.equal(await page.getByText('100% удовлетвореност или връщаме парите!').count(), 0);
    assert.equal(await page.getByText(/само 50 пакета/).count(), 0);
    await page.getByText('Николай Стоянов, ментор и основател на три компании').waitFor();

    await page.goBack();
    await page.waitForURL(/\/lectors$/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the product VIP package has real value 510,78 €, the guarantee, the limited offer and the exclusive offer', async () => {
    const { page, errors } = await open('/vip-package/vip-paket-prodai-svoia-produkt');
    await page.getByText('100% удовлетвореност или връщаме парите!').waitFor();
    const offer = page.getByRole('complementary', { name: 'Цена и записване' });
    assert.equal(await offer.locator('s').first().innerText(), '510,78\u00a0€');
    await page.getByText('Ограничено предложение: само 50 пакета!').waitFor();
    await page.getByRole('heading', { name: 'Ексклузивна оферта' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('unknown slugs show the not-found texts', async () => {
    const { page } = await open('/courses/nyama-takav-kurs');
    await page.getByText('Курсът не е намерен.', { exact: true }).waitFor();
    await page.goto(`${session.site.baseUrl}/vip-package/nyama-takav-paket`);
    await page.getByText('VIP пакетът не е намерен.', { exact: true }).waitFor();
    await page.goto(`${session.site.baseUrl}/events/nyama-takova-sabitie`);
    await page.getByText('Събитието не е намерено.', { exact: true }).waitFor();
    await page.close();
  });

  test('/lectors shows every lecturer', async () => {
    const { page, errors } = await open('/lectors');
    await page.getByRole('heading', { level: 1, name: 'Нашият лекторски състав' }).waitFor();
    const list = page.getByRole('list', { name: 'Лектори' });
    await list.getByRole('article').first().waitFor();
    const { body } = await session.site.api<Envelope<{ fullName: string }[]>>('/lectors');
    assert.ok(body.data.length > 0);
    assert.equal(await list.getByRole('article').count(), body.data.length);
    await list.getByRole('heading', { name: 'Мария Иванова' }).waitFor();
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('/events shows upcoming events with their two days, and a card opens the event page', async () => {
    const { page, errors } = await open('/events');
    await page.getByRole('heading', { level: 1, name: 'Предстоящи събития' }).waitFor();
    const list = page.getByRole('list', { name: 'Събития' });
    await list.getByRole('article').first().waitFor();
    const text = await list.innerText();
    assert.ok(!text.includes('Лидерски форум „Екипи, които растат“'), 'a past event is not listed');
    assert.match(text, /\d{1,2} (и \d{1,2} [а-я]+|[а-я]+ и \d{1,2} [а-я]+) \d{4} г\./);

    const landing = list.getByRole('link', { name: 'Уъркшоп „Продажби без съпротива“' });
    assert.equal(await landing.getAttribute('href'), 'https://example.com/prodazhbi-bez-suprotiva');
    assert.equal(await landing.getAttribute('target'), '_blank');
    assert.equal(await landing.getAttribute('rel'), 'noopener');

    await list.getByRole('link', { name: 'Финансов уикенд за предприемачи' }).click();
    await page.waitForURL(/\/events\/finansov-uikend-za-predpriemachi$/);
    await page.getByRole('heading', { level: 1, name: 'Финансов уикенд за предприемачи' }).waitFor();
    await page.getByText('Варна, конферентна зала „Приморски“').first().waitFor();
    assert.match(await page.getByRole('complementary', { name: 'Цена и записване' }).innerText(), /50,62\s€/);
    assert.doesNotMatch(await page.locator('body').innerText(), /лв|лева/);
    assert.deepEqual(errors, []);
    await page.close();
  });
});

describe('the home slider with its scripts', () => {
  let titles: string[];
  before(async () => {
    titles = (await session.site.api<Envelope<Course[]>>('/courses/active')).body.data.map((course) => course.title);
  });

  test('below the first screen of a phone it fetches its remote only when the visitor scrolls near it', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/remotes/') && pathname.endsWith('.js')) remoteScripts.push(pathname);
    });
    try {
      await page.goto(`${session.site.baseUrl}/`, { waitUntil: 'networkidle' });
      // Taken over: the script has given the header's menu button its aria-expanded.
      await page.locator('.site-header__toggle[aria-expanded]').waitFor();
      await page.waitForTimeout(1000);
      assert.equal(remoteScripts.length, 0, `nothing of the remotes is fetched for the parts below the first screen: ${remoteScripts.join(', ')}`);
      const slider = page.getByRole('region', { name: 'Активни курсове' });
      assert.equal(await slider.getByRole('article').count(), titles.length, 'the server rendered the slider with every course');

      await slider.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('.catalog-slider__dot[aria-current="true"]') !== null, undefined, { timeout: 30_000 });
      assert.ok(
        remoteScripts.some((pathname) => pathname.startsWith('/remotes/mf-catalog/') && pathname.endsWith('/remoteEntry.js')),
        remoteScripts.join(', '),
      );
      assert.ok(!remoteScripts.some((pathname) => pathname.startsWith('/remotes/mf-articles/')), 'the articles promo, further down, still waits');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  for (const [width, perPage] of [
    [390, 1],
    [1280, 3],
  ] as const) {
    test(`at ${width} px its arrows, dots and arrow keys move it ${perPage} card(s) at a time in place, from where it was before they ran`, async () => {
      const context = await session.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const scripts = await holdScripts(page);
      try {
        await page.goto(`${session.site.baseUrl}/`, { waitUntil: 'commit' });
        const slider = page.getByRole('region', { name: 'Активни курсове' });
        const pages = Math.ceil(titles.length / perPage);
        const dot = (n: number) => slider.getByRole('link', { name: `Страница ${n} от ${pages}` });
        const next = slider.getByRole('link', { name: 'Следващи курсове' });
        const previous = slider.getByRole('link', { name: 'Предишни курсове' });

        // Before the scripts run the arrow is a link to the next page's card: the visitor follows it (once the
        // page's styles show the arrows of this width's first page only).
        assert.equal(await settlesOn(() => next.count(), 1, 15_000), 1);
        await next.click();
        assert.equal(await settlesOn(() => firstCardInView(page), titles[perPage]), titles[perPage]);
        await scripts.release();
        // Taken over (the script marks the current dot with aria-current), on the page the visitor chose.
        await page.waitForFunction(() => document.querySelector('.catalog-slider__dot[aria-current="true"]') !== null, undefined, { timeout: 30_000 });
        assert.equal(await dot(2).getAttribute('aria-current'), 'true', 'the page moved to before the take-over is the current one');
        const hash = new URL(page.url()).hash;
        const scrollY = await page.evaluate(() => window.scrollY);

        await next.click();
        assert.equal(await settlesOn(() => firstCardInView(page), titles[2 * perPage]), titles[2 * perPage], 'the next arrow shows the next page');
        assert.equal(await dot(3).getAttribute('aria-current'), 'true');
        assert.equal(new URL(page.url()).hash, hash, 'in place: the address is not changed');
        assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'in place: the window does not move');

        await dot(1).click();
        assert.equal(await settlesOn(() => firstCardInView(page), titles[0]), titles[0], 'the first dot shows the first page');
        await previous.click();
        const last = Math.min((pages - 1) * perPage, titles.length - perPage);
        assert.equal(await settlesOn(() => firstCardInView(page), titles[last]), titles[last], 'from the first page the previous arrow goes to the last');
        assert.equal(await dot(pages).getAttribute('aria-current'), 'true');
        assert.deepEqual(await markedDots(page), [`Страница ${pages} от ${pages}`]);

        // Arrow keys page while focus is in the slider: right from the last page wraps to the first.
        await previous.focus();
        await page.keyboard.press('ArrowRight');
        assert.equal(await settlesOn(() => firstCardInView(page), titles[0]), titles[0], 'ArrowRight from the last page goes to the first');
        await page.keyboard.press('ArrowRight');
        assert.equal(await settlesOn(() => firstCardInView(page), titles[perPage]), titles[perPage], 'ArrowRight shows the next page');
        assert.equal(await dot(2).getAttribute('aria-current'), 'true');
        assert.deepEqual(errors, []);
      } finally {
        await scripts.release();
        await context.close();
      }
    });
  }
});

describe('signing up', () => {
  test('a course sign-up reaches the database with the course and the consents', async () => {
    const { page, errors } = await open('/courses/turgovski-umeniia');
    const visitor = { fullName: 'Петя Тестова', email: `course-${unique()}@example.com`, phone: '0888123456' };
    await page.getByRole('link', { name: 'Запиши се за курса' }).click();
    const dialog = page.getByRole('dialog', { name: 'Търговски умения' });

    // The spec's messages, beside the fields, before anything is sent.
    await dialog.getByRole('button', { name: 'Запиши се', exact: true }).click();
    await dialog.getByText('Името е задължително').waitFor();
    await dialog.getByText('Трябва да се съгласите с общите условия').waitFor();

    await fillRegistration(dialog, visitor);
    const sent = page.waitForRequest(isRegistration);
    await dialog.getByRole('button', { name: 'Запиши се', exact: true }).click();
    const payload = (await sent).postDataJSON() as RegistrationPayload;
    await dialog.getByText('Записването за курс "Търговски умения" е успешно!').waitFor();
    // The modal closes by itself 2000 ms after the success.
    await dialog.waitFor({ state: 'detached', timeout: 5000 });

    const { body: course } = await session.site.api<Envelope<Course>>('/courses/slug/turgovski-umeniia');
    assert.deepEqual(payload, {
      fullName: visitor.fullName,
      email: visitor.email,
      phone: visitor.phone,
      agreedToPrivacyPolicy: true,
      agreedToTermsOfService: true,
      agreedToMarketingPolicy: false,
      agreedToCookiePolicy: false,
      registrationSource: 'Търговски умения',
      courseIds: [course.data.id],
      // The honeypot, empty as a person leaves it.
      website: '',
    });
    const client = await findClient(visitor.email);
    assert.equal(client.fullName, visitor.fullName);
    assert.equal(client.phone, visitor.phone);
    assert.equal(client.registrationSource, 'Търговски умения');
    assert.deepEqual(
      client.courses.map(({ courseId, title }) => ({ courseId, title })),
      [{ courseId: course.data.id, title: 'Търговски умения' }],
    );
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a free consultation from the home page reaches the database with its optional consents', async () => {
    const { page, errors } = await open('/');
    const visitor = { fullName: 'Георги Консултов', email: `consult-${unique()}@example.com`, phone: '+359 88 111 2222' };
    const band = page.getByRole('region', { name: 'Имаш въпроси относно твоя бизнес?' });
    await band.getByRole('link', { name: 'Безплатна консултация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Безплатна консултация' });
    await fillRegistration(dialog, visitor);
    await dialog.getByText('Разширени опции').click();
    await dialog.getByRole('checkbox', { name: /директен маркетинг/ }).check();
    assert.equal(await dialog.getByRole('link', { name: 'политиката за директен маркетинг' }).getAttribute('target'), '_blank');

    const sent = page.waitForRequest(isRegistration);
    await dialog.getByRole('button', { name: 'Изпрати заявка' }).click();
    const payload = (await sent).postDataJSON() as RegistrationPayload;
    await dialog.getByText('Заявката за консултация е изпратена успешно!').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });

    assert.equal(payload.registrationSource, 'Free Consultation');
    assert.equal(payload.agreedToMarketingPolicy, true);
    assert.equal(payload.agreedToCookiePolicy, false);
    assert.equal('courseIds' in payload, false);
    const client = await findClient(visitor.email);
    assert.equal(client.fullName, visitor.fullName);
    assert.equal(client.registrationSource, 'Free Consultation');
    assert.deepEqual(client.courses, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
