// The public forms posted as plain HTML forms (no scripts): the pages that hold them, what a post stores,
// the 303 to the success text, and the page rendered again with the messages and what was typed.
import path from 'node:path';
import { adminTestApp, nextVisitorAddress } from '../test/test-app';
import { visibleText } from '../test/page-text';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const person = {
  fullName: 'Иван Петров',
  email: 'ivan-form@example.bg',
  phone: '0888123456',
  agreedToPrivacyPolicy: 'on',
  agreedToTermsOfService: 'on',
};

const suite = adminTestApp({ siteDir: repoRoot, seed: true });

const post = (url: string, fields: Record<string, string>, remoteAddress = nextVisitorAddress()) =>
  suite.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: form(fields),
    remoteAddress,
  });
const get = (url: string) => suite.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the forms’ own pages', () => {
  it('render each form as a form that posts to its page, not indexed', async () => {
    for (const url of ['/consultation', '/courses/biznes-planirane/sign-up', '/vip-package/vip-paket-ot-ideia-do-biznes/sign-up']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      const formTag = /<form\b[^>]*class="catalog-form"[^>]*>/.exec(response.payload)?.[0] ?? '';
      expect(formTag).toContain('method="post"');
      expect(formTag).toContain(`action="${url}"`);
      expect(response.payload).toContain('<meta name="robots" content="noindex">');
      for (const name of ['fullName', 'email', 'phone', 'agreedToPrivacyPolicy', 'agreedToTermsOfService', 'agreedToMarketingPolicy', 'website']) {
        expect(response.payload).toContain(`name="${name}"`);
      }
    }
    expect(visibleText((await get('/consultation')).payload)).toContain('Безплатна консултация');
    expect(visibleText((await get('/courses/biznes-planirane/sign-up')).payload)).toContain('Записване за „Бизнес планиране“');
  });

  it('answer 404 for a course or event that does not exist, and send a VIP package to its own address', async () => {
    expect((await get('/courses/nyama-takav/sign-up')).statusCode).toBe(404);
    expect((await get('/events/nyama-takova/sign-up')).statusCode).toBe(404);
    const vip = await get('/courses/vip-paket-ot-ideia-do-biznes/sign-up');
    expect(vip.statusCode).toBe(302);
    expect(vip.headers.location).toBe('/vip-package/vip-paket-ot-ideia-do-biznes/sign-up');
  });

  it('lead there from the buttons, as links', async () => {
    const home = (await get('/')).payload;
    expect(home).toMatch(/<a[^>]*href="\/consultation"[^>]*>Безплатна консултация<\/a>/);
    const course = (await get('/courses/biznes-planirane')).payload;
    expect(course).toMatch(/<a[^>]*href="\/courses\/biznes-planirane\/sign-up"/);
  });
});

describe('a form posted without scripts', () => {
  it('stores a consultation request through the same code as the API (consents, messages), then 303 to the success text', async () => {
    const response = await post('/consultation', { ...person, agreedToMarketingPolicy: 'on' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/consultation?sent');
    const client = await suite.t.repos.clients.findByEmail('ivan-form@example.bg');
    expect(client?.registrationSource).toBe('Free Consultation');
    const consents = await suite.t.repos.consents.ofClient(client!.id);
    expect(consents.map((entry) => entry.purpose)).toEqual(['privacy', 'terms', 'marketing']);
    expect((await suite.t.repos.outbox.list()).some((message) => message.to === 'ivan-form@example.bg' && message.kind === 'consultation')).toBe(true);
    const success = await get('/consultation?sent');
    expect(visibleText(success.payload)).toContain('Заявката за консултация е изпратена успешно!');
  });

  it('signs up for a course and for an event by the page’s address', async () => {
    const course = await post('/courses/biznes-planirane/sign-up', { ...person, email: 'course-form@example.bg' });
    expect(course.statusCode).toBe(303);
    expect(course.headers.location).toBe('/courses/biznes-planirane/sign-up?sent');
    const client = await suite.t.repos.clients.findByEmail('course-form@example.bg');
    expect(client?.courses.map((entry) => entry.title)).toEqual(['Бизнес планиране']);
    expect(visibleText((await get('/courses/biznes-planirane/sign-up?sent')).payload)).toContain('Записването за курс "Бизнес планиране" е успешно!');

    const [event] = (await suite.t.repos.events.listUpcoming(new Date().toISOString().slice(0, 10), { page: 1, pageSize: 1 })).items;
    expect(event).toBeDefined();
    const eventSignUp = await post(`/events/${event!.slug}/sign-up`, { ...person, email: 'event-form@example.bg' });
    expect(eventSignUp.statusCode).toBe(303);
    const lead = (await suite.t.repos.leads.ofClient((await suite.t.repos.clients.findByEmail('event-form@example.bg'))!.id))[0];
    expect(lead).toMatchObject({ kind: 'event', eventId: event!.id });
  });

  it('renders the page again with the five messages next to the fields and what was typed, storing nothing', async () => {
    const response = await post('/consultation', { fullName: '', email: 'не-е-имейл', phone: '', website: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = visibleText(response.payload);
    for (const message of [
      'Името е задължително',
      'Невалиден имейл',
      'Телефонът е задължителен',
      'Трябва да се съгласите с политиката за лични данни',
      'Трябва да се съгласите с общите условия',
    ]) {
      expect(text).toContain(message);
    }
    expect(response.payload).toMatch(/name="email"[^>]*value="не-е-имейл"|value="не-е-имейл"[^>]*name="email"/);
    const emptyEmail = visibleText((await post('/consultation', { fullName: 'А Б', email: '', phone: '1' })).payload);
    expect(emptyEmail).toContain('Имейлът е задължителен');
  });

  it('answers a bot’s hidden field like a person’s and stores nothing', async () => {
    const response = await post('/consultation', { ...person, email: 'bot-form@example.bg', website: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(await suite.t.repos.clients.findByEmail('bot-form@example.bg')).toBeNull();
  });

  it('counts the address like the API does, and says so on the page', async () => {
    const address = '10.230.0.1';
    for (let person = 0; person < 60; person += 1) {
      await suite.t.repos.rateWindows.hit({ scope: 'sign-up:address', key: address, windowMs: 10 * 60_000 });
    }
    const refused = await post('/consultation', { ...person, email: 'limited-form@example.bg' }, address);
    expect(refused.statusCode).toBe(429);
    expect(visibleText(refused.payload)).toContain('Твърде много заявки. Опитайте отново след няколко минути.');
    expect(await suite.t.repos.clients.findByEmail('limited-form@example.bg')).toBeNull();
  });

  it('withdraws marketing consent from /marketing, and asks again for a bad address with it kept', async () => {
    const withdrawn = await post('/marketing', { email: 'ivan-form@example.bg', website: '' });
    expect(withdrawn.statusCode).toBe(303);
    expect(withdrawn.headers.location).toBe('/marketing?sent#ottegliane');
    const client = await suite.t.repos.clients.findByEmail('ivan-form@example.bg');
    for (let tries = 0; tries < 100 && (await suite.t.repos.consents.pendingWithdrawalRequests()) > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await suite.t.repos.consents.ofClient(client!.id)).at(-1)).toMatchObject({ purpose: 'marketing', action: 'withdrawn', source: 'withdrawal_form' });
    expect(visibleText((await get('/marketing?sent')).payload)).toContain('съгласието за търговски съобщения е оттеглено');

    const bad = await post('/marketing', { email: 'ivan@' });
    expect(bad.statusCode).toBe(400);
    expect(visibleText(bad.payload)).toContain('Невалиден имейл');
    expect(bad.payload).toContain('value="ivan@"');
  });
});
