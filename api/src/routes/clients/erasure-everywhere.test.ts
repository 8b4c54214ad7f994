// After an erasure, the person's name, e-mail and phone are in no column of the database: every text, JSON
// and binary column of every table is read, as the database lists them, so a column added later is read too.
import { sql } from 'drizzle-orm';
import type { Course, EventItem } from '@site/shared';
import { rowsOf } from '../../db/database';
import { courseBody, eventBody, signUpBody } from '../../test/fixtures';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, signUp, type TestContext } from '../../test/test-app';

let t: TestContext;
/** The withdrawal link of the person's messages (they gave marketing consent). */
let withdrawalPath: string;
const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };

beforeAll(async () => {
  // STAFF_EMAIL set, as in production: every request also writes an alert to staff.
  t = await createTestContext();
  const withAlerts = await t.buildSibling({ mail: { ...t.config.mail, staffEmails: ['ekip@example.bg'] } });
  const admin = await adminHeaders(t.app);
  const course = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody() })).body.data;
  const event = (await call<EventItem>(t.app, { method: 'POST', url: '/api/events', headers: admin, payload: eventBody({ price: 25 }) })).body.data;
  const person = { fullName: 'Стоян Колев', email: 'Stoyan.Kolev@Example.bg', phone: '+359 888 000 333', agreedToMarketingPolicy: true };
  for (const extra of [{}, { courseIds: [course.id], registrationSource: course.title }, { eventId: event.id, registrationSource: event.title }]) {
    expect((await signUp(withAlerts, { ...signUpBody(person), ...extra })).status).toBe(201);
  }
});
afterAll(() => t.close());

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Where `needle` occurs (any case): "table.column" for each column of the public schema that holds it. */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns = rowsOf<Column>(
    await t.database.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')
      order by table_name, column_name`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const value = type === 'bytea' ? sql`convert_from(${sql.identifier(column)}, 'SQL_ASCII')` : sql`${sql.identifier(column)}::text`;
    for (const needle of needles) {
      // lower() leaves Cyrillic as it is under the C locale: each needle is also given lower-cased.
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where position(${needle} in lower(${value})) > 0`),
      );
      if (row && row.n > 0) found.push(`${table}.${column} holds ${needle}`);
    }
  }
  return found;
}

const NEEDLES = ['стоян', 'колев', 'stoyan.kolev@example.bg', 'stoyan.kolev', '888 000 333', '888000333'];

test('before the erasure the person is found, in the tables that hold people', async () => {
  const [message] = rowsOf<{ link: string }>(
    await t.database.db.execute(sql`select headers->>'List-Unsubscribe' as link from outbox_messages where headers ? 'List-Unsubscribe' limit 1`),
  );
  withdrawalPath = new URL(/^<(.+)>$/.exec(message?.link ?? '')?.[1] ?? 'missing:').pathname;
  expect(withdrawalPath).toMatch(/^\/unsubscribe\/\d+\./);
  const found = await columnsHolding(NEEDLES);
  expect(found).toEqual(
    expect.arrayContaining([
      'clients.full_name holds стоян',
      'clients.email holds stoyan.kolev@example.bg',
      'outbox_messages.to_address holds stoyan.kolev@example.bg',
    ]),
  );
});

test('after the erasure no text, JSON or binary column holds the name, e-mail or phone, staff alerts included', async () => {
  // Alerts written by the build before this one named the person in the subject.
  await t.database.db.execute(sql`update outbox_messages set subject = subject || ' – Стоян Колев' where kind = 'staff-new-request'`);
  const client = await t.repos.clients.findByEmail('stoyan.kolev@example.bg');
  expect((await call(t.app, { method: 'POST', url: `/api/clients/${client?.id}/erase`, headers: staff })).status).toBe(200);
  expect(await columnsHolding(NEEDLES)).toEqual([]);
  // The alerts stay, with a neutral subject, for the count of requests staff were told about.
  const subjects = rowsOf<{ subject: string }>(
    await t.database.db.execute(sql`select subject from outbox_messages where kind = 'staff-new-request' order by id`),
  ).map((row) => row.subject);
  expect(subjects).toEqual(['Нова заявка: Безплатна консултация', 'Нова заявка: Курс', 'Нова заявка: Събитие']);
});

test('after the erasure the person’s withdrawal link says it is no longer valid', async () => {
  const oneClick = await t.app.inject({
    method: 'POST',
    url: withdrawalPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect([oneClick.statusCode, oneClick.payload]).toEqual([400, 'Невалидна връзка.\n']);
  const form = await t.app.inject({ method: 'POST', url: withdrawalPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(form.statusCode).toBe(303);
  expect(form.headers.location).toMatch(/\?invalid$/);
});
