// Hostile and malformed requests: each answers the envelope with its status and a Bulgarian message,
// and nothing personal that was sent reaches the log.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../db/schema';
import { courseBody, multipartFile, PNG_BYTES, signUpBody } from '../test/fixtures';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, type TestContext } from '../test/test-app';

let t: TestContext;
let app: FastifyInstance;
let admin: Record<string, string>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  app = await t.buildSibling({ logLevel: 'debug', logStream: { write: (line) => logLines.push(line) } });
  admin = await adminHeaders(app);
});
afterAll(() => t.close());

const envelope = (status: number, message: string, data: unknown = null) => ({ status, body: { success: false, data, message } });

const signUp = (overrides: Parameters<typeof signUpBody>[0] = {}) =>
  signUpBody({ fullName: 'Петя Стоянова', email: 'petya.stoyanova@example.bg', phone: '0887 654 321', ...overrides });

describe("Fastify's own refusals under /api are envelopes", () => {
  it('answers 400 for bad percent-encoding in the path', async () => {
    expect(await call(app, { method: 'GET', url: '/api/courses/%FF' })).toEqual(envelope(400, 'Невалиден адрес на заявката'));
    expect(await call(app, { method: 'GET', url: '/api/courses/slug/%E0%A4%A' })).toEqual(envelope(400, 'Невалиден адрес на заявката'));
  });

  it('answers 414 for a path parameter over the length limit', async () => {
    expect(await call(app, { method: 'GET', url: `/api/courses/slug/${'a'.repeat(400)}` })).toEqual(envelope(414, 'Адресът на заявката е твърде дълъг'));
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])('answers 415 for a %s body', async (type) => {
    const result = await call(app, { method: 'POST', url: '/api/clients/register', headers: { 'content-type': type }, payload: 'fullName=x' });
    expect(result).toEqual(envelope(415, 'Неподдържан тип на съдържанието'));
  });

  it('answers a bad path outside /api in plain text, not as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/%FF' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Невалиден адрес на заявката\n');
  });

  it('gives every error under /api the envelope with a Bulgarian message', async () => {
    const requests = [
      { method: 'GET', url: '/api/courses/%C0' },
      { method: 'GET', url: `/api/events/slug/${'x'.repeat(301)}` },
      { method: 'GET', url: '/api/courses/0' },
      { method: 'GET', url: '/api/courses/999999' },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'PATCH', url: '/api/courses/1' },
      { method: 'POST', url: '/api/clients/register', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'POST', url: '/api/clients/register', headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
      { method: 'POST', url: '/api/auth/verify-token', payload: { token: 'x'.repeat(5000) } },
    ] as const;
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'success']);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^[А-Я]/);
    }
  });
});

describe('text PostgreSQL cannot store (NUL)', () => {
  it('refuses a NUL in a sign-up field with a 400 naming the field, storing nothing', async () => {
    expect(await call(app, { method: 'POST', url: '/api/clients/register', payload: signUp({ fullName: 'Петя\u0000Стоянова' }) })).toEqual(
      envelope(400, 'Полето "fullName" съдържа недопустим знак', { field: 'fullName' }),
    );
    expect(await call(app, { method: 'POST', url: '/api/clients/register', payload: signUp({ phone: '0887\u0000654321' }) })).toEqual(
      envelope(400, 'Полето "phone" съдържа недопустим знак', { field: 'phone' }),
    );
    expect(await t.database.db.select().from(clients)).toEqual([]);
  });

  it('refuses half of a surrogate pair, which is no character, and keeps a whole one', async () => {
    expect(await call(app, { method: 'POST', url: '/api/clients/register', payload: signUp({ fullName: 'Петя \ud83d Стоянова' }) })).toEqual(
      envelope(400, 'Полето "fullName" съдържа недопустим знак', { field: 'fullName' }),
    );
    expect(await t.database.db.select().from(clients)).toEqual([]);
    expect((await call(app, { method: 'POST', url: '/api/clients/register', payload: signUp({ fullName: 'Петя 🙂 Стоянова' }) })).status).toBe(201);
  });

  it('refuses a NUL in a path slug and in a query e-mail', async () => {
    expect(await call(app, { method: 'GET', url: '/api/courses/slug/kurs%00a' })).toEqual(
      envelope(400, 'Параметърът "slug" съдържа недопустим знак', { field: 'slug' }),
    );
    expect(await call(app, { method: 'GET', url: `/api/clients/by-email?email=petya%00@example.bg&token=${CLIENTS_TOKEN}` })).toEqual(
      envelope(400, 'Параметърът "email" съдържа недопустим знак', { field: 'email' }),
    );
  });

  it('names a nested field', async () => {
    const body = courseBody({
      slug: 'nul-v-modul',
      modules: [
        { title: 'Модул', description: 'Първи' },
        { title: 'Втори\u0000', description: '' },
      ],
    });
    expect(await call(app, { method: 'POST', url: '/api/courses', headers: admin, payload: body })).toEqual(
      envelope(400, 'Полето "modules.1.title" съдържа недопустим знак', { field: 'modules.1.title' }),
    );
  });
});

describe('required text of white space only', () => {
  it.each([
    ['/api/courses', courseBody({ slug: 'prazno-zaglavie', title: '   ' }), 'title', 'Полето „Заглавие“ не може да е празно'],
    [
      '/api/courses',
      courseBody({ slug: 'prazen-modul', modules: [{ title: '\t \n', description: '' }] }),
      'modules.0.title',
      'Полето „Модул 1: Заглавие“ не може да е празно',
    ],
    ['/api/events', { slug: 'prazno-sabitie', title: '  ', eventDate: '2099-01-10' }, 'title', 'Полето „Заглавие“ не може да е празно'],
    ['/api/categories', { name: ' \u00a0 ', slug: 'prazna-kategoria' }, 'name', 'Полето „Име“ не може да е празно'],
    ['/api/categories', { name: 'Категория', slug: '   ' }, 'slug', 'Полето „Адрес (slug)“ може да съдържа само малки латински букви, цифри и единични тирета'],
    ['/api/articles', { title: '   ', slug: 'statia', shortDescription: 'Кратко', content: '<p>Текст</p>' }, 'title', 'Заглавието е задължително'],
  ])('POST %s refuses it with the field’s message (%#)', async (url, payload, field, message) => {
    const result = await call(app, { method: 'POST', url, headers: admin, payload });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(result.body.data).toMatchObject({ field });
  });
});

describe('the log of a run with hostile input', () => {
  it('names a statement the database refused by its code, never by the values it was given', async () => {
    // A multipart field is not checked for NUL at the edge (it is not parsed before the route runs): PostgreSQL refuses it.
    const form = multipartFile('file', 'zala.png', PNG_BYTES, 'image/png', { alt: 'Зала\u0000 alt-secret-5521' });
    const before = logLines.length;
    const refused = await call(app, { method: 'POST', url: '/api/pictures', headers: { ...admin, ...form.headers }, payload: form.payload });
    expect(refused).toEqual(envelope(400, 'Заявката съдържа знаци, които не могат да бъдат записани'));
    const logged = logLines.slice(before).join('');
    expect(logged).toContain('request rejected');
    expect(logged).not.toContain('alt-secret-5521');
    expect(logged).toContain('"code":"22021"');
  });

  it('holds none of the e-mails and phones sent, even when a query with them fails', async () => {
    // A trigger makes the sign-up's insert fail inside the database, as a real fault would.
    await t.database.db.execute(
      sql`create function refuse_for_test() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
    );
    await t.database.db.execute(sql`create trigger refuse_for_test before insert on registrations for each row execute function refuse_for_test()`);
    try {
      const failed = await call(app, {
        method: 'POST',
        url: '/api/clients/register',
        payload: signUp({ email: 'failing.query@example.bg', phone: '0899 111 222' }),
      });
      expect(failed).toEqual(envelope(500, 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.'));
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_for_test on registrations`);
      await t.database.db.execute(sql`drop function refuse_for_test`);
    }
    await call(app, { method: 'GET', url: `/api/clients/by-email?email=hidden.query@example.bg&token=${CLIENTS_TOKEN}` });
    await call(app, { method: 'GET', url: '/api/clients/by-email?email=wrong.token@example.bg&token=guess-guess-guess' });

    // Numbers (times, durations) are left out: a timestamp may contain '0887' by chance.
    const log = logLines.join('').replace(/":-?\d+(\.\d+)?/g, '":0');
    expect(log).toContain('request failed');
    // The failing statement is named (the sign-up's one statement), its parameters are not.
    expect(log).toMatch(/"query":"(\\n|\s)*with sent as \((\\n|\s)*select sent\.\* from jsonb_to_recordset/);
    for (const secret of ['petya', 'failing.query', 'hidden.query', 'wrong.token', '0887', '0899 111 222', 'Петя', CLIENTS_TOKEN, 'guess-guess']) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
