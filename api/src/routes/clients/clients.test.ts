import type { Client, Course } from '@site/shared';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema';
import { courseBody, signUpBody } from '../../test/fixtures';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, nextVisitorAddress, signUp, type TestContext } from '../../test/test-app';

let t: TestContext;
let courseA: Course;
let courseB: Course;

beforeAll(async () => {
  t = await createTestContext();
  const admin = await adminHeaders(t.app);
  courseA = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug: 'kurs-a', title: 'Курс А' }) })).body
    .data;
  courseB = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug: 'kurs-b', title: 'Курс Б' }) })).body
    .data;
});
afterAll(() => t.close());

const payload = signUpBody;

const register = (body: object) => signUp(t.app, body);

async function lookUp(email: string): Promise<Client> {
  const { status, body } = await call<Client>(t.app, { method: 'GET', url: `/api/clients/by-email?email=${encodeURIComponent(email)}&token=${CLIENTS_TOKEN}` });
  if (status !== 200) throw new Error(`no client ${email}: ${body.message}`);
  return body.data;
}

describe('POST /api/clients/register', () => {
  it('creates a client (201) with the normalised e-mail, answering no data', async () => {
    expect(await register(payload({ email: '  Ivan@Example.BG ' }))).toEqual({
      status: 201,
      body: { success: true, data: null, message: 'Регистрацията е успешна' },
    });
    expect(await lookUp('ivan@example.bg')).toMatchObject({
      fullName: 'Иван Петров',
      email: 'ivan@example.bg',
      registrationSource: 'Free Consultation',
      courses: [],
    });
  });

  it('answers a known e-mail exactly as an unknown one, disclosing nothing of the existing client', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/clients/register',
      remoteAddress: nextVisitorAddress(),
      payload: payload({ email: 'known@example.bg', courseIds: [courseA.id] }),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/clients/register',
      remoteAddress: nextVisitorAddress(),
      payload: payload({ email: 'KNOWN@example.bg', fullName: 'Някой Друг', phone: '0700 000 000' }),
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.body).toBe('{"success":true,"data":null,"message":"Регистрацията е успешна"}');
  });

  it.each([
    [{ fullName: '  ' }, 'fullName', 'Името е задължително'],
    [{ email: '' }, 'email', 'Имейлът е задължителен'],
    [{ email: 'ivan@example' }, 'email', 'Невалиден имейл'],
    [{ phone: '' }, 'phone', 'Телефонът е задължителен'],
    [{ agreedToPrivacyPolicy: false }, 'agreedToPrivacyPolicy', 'Трябва да се съгласите с политиката за лични данни'],
    [{ agreedToTermsOfService: false }, 'agreedToTermsOfService', 'Трябва да се съгласите с общите условия'],
  ] as const)('answers 400 with the form message (%j)', async (overrides, field, message) => {
    const { status, body } = await register(payload({ email: 'valid@example.bg', ...overrides }));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(body.data).toMatchObject({ field });
  });

  it('answers 400 with the form message when a required field is missing altogether', async () => {
    const { fullName: _omitted, ...rest } = payload();
    const { status, body } = await register(rest);
    expect(status).toBe(400);
    expect(body.message).toBe('Името е задължително');
  });

  it('answers 400 for wrong types and unknown fields', async () => {
    expect((await register({ ...payload(), agreedToPrivacyPolicy: 'yes' })).body).toEqual({
      success: false,
      data: { field: 'agreedToPrivacyPolicy' },
      message: 'Полето „Съгласие с политиката за лични данни“ трябва да е true или false',
    });
    expect(await register({ ...payload(), isAdmin: true })).toEqual({
      status: 400,
      body: { success: false, data: { field: 'isAdmin' }, message: 'Непознато поле "isAdmin"' },
    });
  });

  it('answers 400 for an unknown course and stores nothing', async () => {
    const result = await register(payload({ email: 'nobody@example.bg', courseIds: [courseA.id, 987654] }));
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'courseIds' }, message: 'Непознат курс: 987654' } });
    const rows = await t.database.db.select().from(clients).where(eq(clients.email, 'nobody@example.bg'));
    expect(rows).toEqual([]);
  });

  it('merges a second registration with the same e-mail, keeping every registration as it was sent', async () => {
    await register(payload({ email: 'maria@example.bg', fullName: 'Мария', registrationSource: 'Курс А', courseIds: [courseA.id] }));
    await register(
      payload({
        email: 'MARIA@example.bg',
        fullName: 'Мария Иванова',
        phone: '0899 000 000',
        registrationSource: 'Курс Б',
        courseIds: [courseB.id],
        agreedToMarketingPolicy: true,
      }),
    );
    expect((await register(payload({ email: 'maria@example.bg', fullName: 'Мария И.', registrationSource: 'Курс А', courseIds: [courseA.id] }))).status).toBe(
      201,
    );

    const client = await lookUp('maria@example.bg');
    expect(client).toMatchObject({ fullName: 'Мария И.', phone: '0888 123 456', email: 'maria@example.bg', registrationSource: 'Курс А' });
    expect(client.courses.map((c) => [c.courseId, c.title])).toEqual([
      [courseA.id, 'Курс А'],
      [courseB.id, 'Курс Б'],
    ]);
    expect(Date.parse(client.courses[0]?.registeredOn ?? '')).not.toBeNaN();
    expect(client.registrations.map((r) => [r.fullName, r.phone, r.registrationSource, r.courses, r.agreedToMarketingPolicy])).toEqual([
      ['Мария И.', '0888 123 456', 'Курс А', [{ courseId: courseA.id, title: 'Курс А' }], false],
      ['Мария Иванова', '0899 000 000', 'Курс Б', [{ courseId: courseB.id, title: 'Курс Б' }], true],
      ['Мария', '0888 123 456', 'Курс А', [{ courseId: courseA.id, title: 'Курс А' }], false],
    ]);
    expect(client.registrations.every((r) => r.agreedToPrivacyPolicy && r.agreedToTermsOfService && !r.agreedToCookiePolicy)).toBe(true);

    const [row] = await t.database.db.select().from(clients).where(eq(clients.email, 'maria@example.bg'));
    expect(row?.privacyConsentAt).toBeInstanceOf(Date);
    expect(row?.termsConsentAt).toBeInstanceOf(Date);
    expect(row?.marketingConsentAt).toBeInstanceOf(Date);
    expect(row?.cookieConsentAt).toBeNull();
  });
});

describe('client lookups', () => {
  const wrongToken = { status: 401, body: { success: false, data: null, message: 'Невалиден токен за достъп' } };
  const missingToken = { status: 401, body: { success: false, data: null, message: 'Липсва токен за достъп' } };

  it.each(['/api/clients', '/api/clients/1', '/api/clients/by-email?email=ivan@example.bg', '/api/clients/filtered'])(
    'refuses %s without the token or with a wrong one, without client data',
    async (url) => {
      expect(await call(t.app, { method: 'GET', url, remoteAddress: '10.1.0.1' })).toEqual(missingToken);
      const separator = url.includes('?') ? '&' : '?';
      expect(await call(t.app, { method: 'GET', url: `${url}${separator}token=wrong`, remoteAddress: '10.1.0.2' })).toEqual(wrongToken);
    },
  );

  it('finds a client by e-mail with the token in the query, ignoring case and spaces', async () => {
    const { status, body } = await call<Client>(t.app, { method: 'GET', url: `/api/clients/by-email?email=%20IVAN@example.bg&token=${CLIENTS_TOKEN}` });
    expect(status).toBe(200);
    expect(body.data.email).toBe('ivan@example.bg');
  });

  it('accepts the token as a Bearer header too', async () => {
    const { status, body } = await call<Client[]>(t.app, { method: 'GET', url: '/api/clients', headers: { authorization: `Bearer ${CLIENTS_TOKEN}` } });
    expect(status).toBe(200);
    expect(body.data.map((c) => c.email)).toEqual(['maria@example.bg', 'known@example.bg', 'ivan@example.bg']);
  });

  it('answers 404 for an unknown e-mail or id', async () => {
    const notFound = { status: 404, body: { success: false, data: null, message: 'Клиентът не е намерен' } };
    expect(await call(t.app, { method: 'GET', url: `/api/clients/by-email?email=none@example.bg&token=${CLIENTS_TOKEN}` })).toEqual(notFound);
    expect(await call(t.app, { method: 'GET', url: `/api/clients/99999?token=${CLIENTS_TOKEN}` })).toEqual(notFound);
  });

  it('finds a client by id', async () => {
    const list = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients?token=${CLIENTS_TOKEN}` });
    const first = list.body.data[0];
    const one = await call<Client>(t.app, { method: 'GET', url: `/api/clients/${first?.id}?token=${CLIENTS_TOKEN}` });
    expect(one.body.data).toEqual(first);
  });

  it('lists as "filtered" the clients with a course registration, and narrows by course and source', async () => {
    await register(payload({ email: 'petar@example.bg', registrationSource: 'Курс Б', courseIds: [courseB.id] }));
    const all = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}` });
    expect(all.body.data.map((c) => c.email)).toEqual(['petar@example.bg', 'maria@example.bg', 'known@example.bg']);
    const byCourse = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}&courseId=${courseA.id}` });
    expect(byCourse.body.data.map((c) => c.email)).toEqual(['maria@example.bg', 'known@example.bg']);
    const bySource = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}&source=${encodeURIComponent('Курс Б')}` });
    expect(bySource.body.data.map((c) => c.email)).toEqual(['petar@example.bg']);
    const future = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}&from=2999-01-01` });
    expect(future.body.data).toEqual([]);
  });

  it('orders the filtered clients by their newest course registration, a page at a time, counting each client once', async () => {
    await register(payload({ email: 'known@example.bg', courseIds: [courseB.id] }));
    const list = async (query: string) => {
      const { body } = await call<Client[]>(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}${query}` });
      return { emails: body.data.map((c) => c.email), total: body.page?.total };
    };
    expect(await list('')).toEqual({ emails: ['known@example.bg', 'petar@example.bg', 'maria@example.bg'], total: 3 });
    expect(await list('&pageSize=2&page=2')).toEqual({ emails: ['maria@example.bg'], total: 3 });
    // By the course of their older registration: still placed by their newest.
    expect(await list(`&courseId=${courseA.id}`)).toEqual({ emails: ['known@example.bg', 'maria@example.bg'], total: 2 });
  });

  it('counts wrong tokens across processes sharing the database', async () => {
    const other = await t.buildSibling();
    for (const app of [t.app, other, t.app, other, t.app]) {
      expect((await call(app, { method: 'GET', url: '/api/clients?token=guess-guess-guess', remoteAddress: '10.1.0.10' })).status).toBe(401);
    }
    expect((await call(other, { method: 'GET', url: `/api/clients?token=${CLIENTS_TOKEN}`, remoteAddress: '10.1.0.10' })).status).toBe(429);
  });

  it('never counts the right token: twenty staff reads at once from one address on two processes all answer', async () => {
    const other = await t.buildSibling();
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 === 0 ? t.app : other, {
          method: 'GET',
          url: '/api/leads',
          headers: { authorization: `Bearer ${CLIENTS_TOKEN}` },
          remoteAddress: '10.1.0.11',
        }),
      ),
    );
    expect(reads.map((result) => result.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await call(t.app, { method: 'GET', url: `/api/clients?token=${CLIENTS_TOKEN}`, remoteAddress: '10.1.0.11' })).status).toBe(200);
  });

  it('answers 429 after five wrong tokens a minute from one address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(t.app, { method: 'GET', url: '/api/clients/filtered?token=guess', remoteAddress: '10.1.0.9' })).status).toBe(401);
    }
    expect(await call(t.app, { method: 'GET', url: `/api/clients/filtered?token=${CLIENTS_TOKEN}`, remoteAddress: '10.1.0.9' })).toEqual({
      status: 429,
      body: { success: false, data: null, message: 'Твърде много опити. Опитайте отново след минута.' },
    });
  });
});

describe('a sign-up and the public reads', () => {
  it('leaves the kept public reads in place: a sign-up changes nothing they show', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/courses/summaries' });
    // Written past the API, so only the kept answer can explain an unchanged list.
    await t.repos.courses.create(courseBody({ slug: 'mimo-api', title: 'Мимо API' }));
    expect((await register(payload({ email: 'keeps@example.bg' }))).status).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: '/api/courses/summaries' });
    expect(after.body).toBe(before.body);
    await t.repos.courses.delete((await t.repos.courses.findBySlug('mimo-api'))?.id ?? 0);
  });
});
