// A page's form post refused as the API refuses the same body: by the API's schema and rules, in another
// format, too large, in another charset, from another site; and the same form sent twice stored once.
import path from 'node:path';
import { call, CLIENTS_TOKEN, createTestContext, nextVisitorAddress, type TestContext } from '../test/test-app';
import { visibleText } from '../test/page-text';
import type { LeadPage } from '@site/shared';
import { signUpBody } from '../test/fixtures';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ siteDir: repoRoot, seed: true });
});
afterAll(() => t.close());

const person = { fullName: 'Ана Иванова', phone: '0888123456', agreedToPrivacyPolicy: 'on', agreedToTermsOfService: 'on' };
const FORM = 'application/x-www-form-urlencoded';

const post = (payload: string | Buffer, headers: Record<string, string> = {}, url = '/consultation') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM, accept: 'text/html', ...headers }, payload, remoteAddress: nextVisitorAddress() });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const storedEmails = async () =>
  (await call<LeadPage>(t.app, { method: 'GET', url: '/api/leads', headers: { authorization: `Bearer ${CLIENTS_TOKEN}` } })).body.data.items.map(
    (lead) => lead.email,
  );

describe('a body the API would refuse', () => {
  it('a 300-character name is refused on both paths, next to the field on the page', async () => {
    const name = 'Я'.repeat(300);
    const api = await call(t.app, { method: 'POST', url: '/api/clients/register', payload: signUpBody({ fullName: name, email: 'long-api@example.bg' }) });
    expect(api.status).toBe(400);
    const page = await post(form({ ...person, fullName: name, email: 'long-form@example.bg' }));
    expect(page.statusCode).toBe(400);
    expect(visibleText(page.payload)).toContain('Полето „Име и фамилия“ е твърде дълго (най-много 120 знака)');
    const email = await post(form({ ...person, email: `${'a'.repeat(300)}@example.bg` }));
    expect(email.statusCode).toBe(400);
    expect(await storedEmails()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^long-|^a{300}/)]));
  });

  it('a NUL in a field is a 400 with the field’s message, not a 500', async () => {
    const response = await post(form({ ...person, fullName: 'Ана\u0000Иванова', email: 'nul-form@example.bg' }));
    expect(response.statusCode).toBe(400);
    expect(visibleText(response.payload)).toContain('Полето „Име и фамилия“ съдържа недопустим знак');
  });
});

describe('a post that is no form of this site', () => {
  it.each([
    ['text/plain', 'fullName=Ана'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nАна\r\n--x--\r\n'],
    ['application/json', '{"fullName":"Ана"}'],
  ])('%s is answered 415 with the page and its message', async (type, payload) => {
    const response = await post(payload, { 'content-type': type });
    expect(response.statusCode).toBe(415);
    expect(visibleText(response.payload)).toContain('Формулярът не може да бъде прочетен. Попълнете го отново на тази страница.');
  });

  it('without a content type, 415 too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/consultation', payload: 'fullName=Ана', remoteAddress: nextVisitorAddress() });
    expect(response.statusCode).toBe(415);
  });

  it('a body over 16 KB is answered 413 with the page', async () => {
    const response = await post(form({ ...person, email: 'big@example.bg', website: 'x'.repeat(17_000) }));
    expect(response.statusCode).toBe(413);
    expect(visibleText(response.payload)).toContain('Формулярът е твърде голям.');
  });

  it('a form in windows-1251 is read in windows-1251; a charset nobody knows is 415', async () => {
    const cp1251 = (text: string) => [
      ...Buffer.from(new Uint8Array([...text].map((c) => (c.charCodeAt(0) >= 0x410 ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0))))),
    ];
    const percent = (text: string) =>
      cp1251(text)
        .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
        .join('');
    const body = `fullName=${percent('Иван Петров')}&email=cp1251%40example.bg&phone=0888123456&agreedToPrivacyPolicy=on&agreedToTermsOfService=on`;
    expect((await post(body, { 'content-type': `${FORM}; charset=windows-1251` })).statusCode).toBe(303);
    const client = await t.repos.clients.findByEmail('cp1251@example.bg');
    expect(client?.fullName).toBe('Иван Петров');
    expect((await post(body, { 'content-type': `${FORM}; charset=x-unknown-42` })).statusCode).toBe(415);
  });

  it.each([[{ 'sec-fetch-site': 'cross-site' }], [{ 'sec-fetch-site': 'same-site' }], [{ origin: 'http://evil.example' }], [{ origin: 'null' }]])(
    'from another site (%o) is refused with 403, storing nothing',
    async (headers) => {
      const response = await post(form({ ...person, email: 'csrf@example.bg' }), headers);
      expect(response.statusCode).toBe(403);
      expect(visibleText(response.payload)).toContain('Формулярът е изпратен от друг сайт и не е приет.');
      expect(await t.repos.clients.findByEmail('csrf@example.bg')).toBeNull();
    },
  );

  it('from this site’s own pages is taken, and a mail program’s one-click withdrawal from anywhere still works', async () => {
    const own = await post(form({ ...person, email: 'own@example.bg' }), { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    expect(own.statusCode).toBe(303);
    const origin = await post(form({ ...person, email: 'own-origin@example.bg' }), { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(origin.statusCode).toBe(303);
    // The unsubscribe link is not a page form: RFC 8058's POST comes from a mail program.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe/1.AAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site', origin: 'null' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).not.toBe(403);
  });
});

describe('the same form sent twice at once', () => {
  it('stores one request and queues one confirmation, on the page and through the API', async () => {
    const body = form({ ...person, email: 'twice@example.bg' });
    const answers = await Promise.all([post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    const api = signUpBody({ email: 'twice-api@example.bg' });
    const apiAnswers = await Promise.all([1, 2].map(() => call(t.app, { method: 'POST', url: '/api/clients/register', payload: api })));
    expect(apiAnswers.map((answer) => answer.status)).toEqual([201, 201]);
    const emails = await storedEmails();
    expect(emails.filter((email) => email === 'twice@example.bg')).toHaveLength(1);
    expect(emails.filter((email) => email === 'twice-api@example.bg')).toHaveLength(1);
    const messages = (await t.repos.outbox.list()).filter((message) => message.to === 'twice@example.bg' || message.to === 'twice-api@example.bg');
    expect(messages).toHaveLength(2);
  });

  it('a different request of the same person is still stored', async () => {
    const first = form({ ...person, email: 'again@example.bg' });
    const second = form({ ...person, email: 'again@example.bg', phone: '0899000000' });
    expect((await post(first)).statusCode).toBe(303);
    expect((await post(second)).statusCode).toBe(303);
    expect((await storedEmails()).filter((email) => email === 'again@example.bg')).toHaveLength(2);
  });
});
