import { once } from 'node:events';
import type { Course, EventItem, Lead, LeadPage } from '@site/shared';
import { LEADS_COUNT_LIMIT, LEADS_PAGE_SIZE } from '@site/shared/contracts/lead';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { rowsOf } from '../../db/database';
import { courseBody, eventBody, signUpBody } from '../../test/fixtures';
import { adminHeaders, call, CLIENTS_TOKEN, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { leadsCsv } from './leads-csv';

let t: TestContext;
let course: Course;
let vip: Course;
let event: EventItem;
const staff = { authorization: `Bearer ${CLIENTS_TOKEN}` };

beforeAll(async () => {
  t = await createTestContext();
  const admin = await adminHeaders(t.app);
  course = (
    await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug: 'kurs', title: 'Бизнес планиране' }) })
  ).body.data;
  vip = (await call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody({ slug: 'vip', title: 'ВИП пакет „Старт“' }) }))
    .body.data;
  event = (await call<EventItem>(t.app, { method: 'POST', url: '/api/events', headers: admin, payload: eventBody() })).body.data;
  // Oldest first: a consultation, a course, a VIP package, an event, then a second request of the first person.
  await signUp(t.app, signUpBody({ fullName: 'Мария Петрова', email: 'maria@example.bg', phone: '+359 888 111 222', agreedToMarketingPolicy: true }));
  await signUp(
    t.app,
    signUpBody({ fullName: 'Георги Иванов', email: 'georgi@example.bg', phone: '0877 333 444', registrationSource: course.title, courseIds: [course.id] }),
  );
  await signUp(
    t.app,
    signUpBody({ fullName: 'Елена Димова', email: 'elena@example.bg', phone: '0899 555 666', registrationSource: vip.title, courseIds: [vip.id] }),
  );
  await signUp(t.app, {
    ...signUpBody({ fullName: '=HYPERLINK("x")', email: 'formula@example.bg', phone: '0700 777 888', registrationSource: event.title }),
    eventId: event.id,
  });
  await signUp(
    t.app,
    signUpBody({ fullName: 'Мария Петрова', email: 'Maria@Example.bg', phone: '+359 888 111 222', registrationSource: course.title, courseIds: [course.id] }),
  );
});
afterAll(() => t.close());

const leads = (query = '') => call<LeadPage>(t.app, { method: 'GET', url: `/api/leads${query}`, headers: staff });

describe('GET /api/leads', () => {
  it('lists every request newest first with its person, kind, consents and status "new"', async () => {
    const { status, body } = await leads();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 5, totalIsExact: true });
    expect(body.data.nextCursor).toBeNull();
    expect(body.data.items.map((lead) => [lead.fullName, lead.kind, lead.requested])).toEqual([
      ['Мария Петрова', 'course', 'Бизнес планиране'],
      ['=HYPERLINK("x")', 'event', 'Тестово събитие'],
      ['Елена Димова', 'vip', 'ВИП пакет „Старт“'],
      ['Георги Иванов', 'course', 'Бизнес планиране'],
      ['Мария Петрова', 'consultation', 'Безплатна консултация'],
    ]);
    const first = body.data.items.at(-1) as Lead;
    expect(first).toMatchObject({
      email: 'maria@example.bg',
      phone: '+359 888 111 222',
      status: 'new',
      statusChanges: [],
      consents: { privacy: true, terms: true, marketing: true, cookies: false },
      courseId: null,
      eventId: null,
      erasedAt: null,
    });
    expect(body.data.items[1]?.eventId).toBe(event.id);
  });

  it.each([
    ['?kind=consultation', ['consultation']],
    ['?kind=vip', ['vip']],
    ['?kind=event', ['event']],
  ] as const)('filters by kind (%s)', async (query, kinds) => {
    const { body } = await leads(query);
    expect(body.data.items.map((lead) => lead.kind)).toEqual(kinds);
  });

  it('filters by course and by event', async () => {
    expect((await leads(`?courseId=${course.id}`)).body.data.items.map((lead) => lead.fullName)).toEqual(['Мария Петрова', 'Георги Иванов']);
    expect((await leads(`?eventId=${event.id}`)).body.data.total).toBe(1);
  });

  it('searches name (any case), e-mail and phone digits however they are typed', async () => {
    const names = async (q: string) => (await leads(`?q=${encodeURIComponent(q)}`)).body.data.items.map((lead) => lead.fullName);
    expect(await names('елена')).toEqual(['Елена Димова']);
    expect(await names('GEORGI@')).toEqual(['Георги Иванов']);
    expect(await names('0877 333')).toEqual(['Георги Иванов']);
    expect(await names('888-111-222')).toEqual(['Мария Петрова', 'Мария Петрова']);
    expect(await names('100%_')).toEqual([]);
  });

  it('filters by date range in Sofia and pages with a cursor', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
    expect((await leads(`?from=${today}&to=${today}`)).body.data.total).toBe(5);
    expect((await leads('?to=2020-01-01')).body.data.total).toBe(0);
    const first = await leads('?limit=2');
    expect(first.body.data.items).toHaveLength(2);
    const second = await leads(`?limit=2&cursor=${first.body.data.nextCursor}`);
    const third = await leads(`?limit=2&cursor=${second.body.data.nextCursor}`);
    expect(third.body.data.nextCursor).toBeNull();
    const ids = [...first.body.data.items, ...second.body.data.items, ...third.body.data.items].map((lead) => lead.id);
    expect(ids).toEqual((await leads()).body.data.items.map((lead) => lead.id));
    expect((await leads('?cursor=nonsense')).status).toBe(400);
  });

  it('refuses a sign-up for an unknown event, naming the field', async () => {
    const answer = await signUp(t.app, { ...signUpBody({ email: 'ghost@example.bg', registrationSource: 'Няма го' }), eventId: 999999 });
    expect(answer).toEqual({ status: 400, body: { success: false, data: { field: 'eventId' }, message: 'Непознато събитие: 999999' } });
  });

  it('refuses a sign-up for an event that has passed, with the event page’s words', async () => {
    const admin = await adminHeaders(t.app);
    const past = (
      await call<EventItem>(t.app, {
        method: 'POST',
        url: '/api/events',
        headers: admin,
        payload: eventBody({ slug: 'minalo', title: 'Минало', eventDate: '2020-01-10' }),
      })
    ).body.data;
    const answer = await signUp(t.app, { ...signUpBody({ email: 'late@example.bg', registrationSource: past.title }), eventId: past.id });
    expect(answer).toEqual({ status: 400, body: { success: false, data: { field: 'eventId' }, message: 'Това събитие вече се проведе.' } });
    expect(await t.repos.clients.findByEmail('late@example.bg')).toBeNull();
  });

  it('needs the staff token', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/leads' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/leads', headers: { authorization: 'Bearer wrong-token-123' } })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `/api/leads?token=${CLIENTS_TOKEN}` })).status).toBe(200);
  });
});

describe('PATCH /api/leads/:id/status', () => {
  it('sets the status and keeps the time of each change', async () => {
    const [lead] = (await leads('?kind=vip')).body.data.items;
    const url = `/api/leads/${lead?.id}/status`;
    const contacted = await call<Lead>(t.app, { method: 'PATCH', url, headers: staff, payload: { status: 'contacted' } });
    expect(contacted.status).toBe(200);
    expect(contacted.body.data.status).toBe('contacted');
    await call<Lead>(t.app, { method: 'PATCH', url, headers: staff, payload: { status: 'contacted' } });
    const closed = await call<Lead>(t.app, { method: 'PATCH', url, headers: staff, payload: { status: 'closed' } });
    expect(closed.body.data.statusChanges.map((change) => change.status)).toEqual(['contacted', 'closed']);
    expect(Date.parse(closed.body.data.statusChanges[0]?.changedAt ?? '')).toBeLessThanOrEqual(Date.parse(closed.body.data.statusChanges[1]?.changedAt ?? ''));
    expect((await leads('?status=closed')).body.data.items.map((item) => item.id)).toEqual([lead?.id]);
    await call(t.app, { method: 'PATCH', url, headers: staff, payload: { status: 'new' } });
  });

  it('refuses an unknown status, an unknown request and a caller without the token', async () => {
    const [lead] = (await leads()).body.data.items;
    expect((await call(t.app, { method: 'PATCH', url: `/api/leads/${lead?.id}/status`, headers: staff, payload: { status: 'won' } })).status).toBe(400);
    expect((await call(t.app, { method: 'PATCH', url: '/api/leads/999999/status', headers: staff, payload: { status: 'closed' } })).status).toBe(404);
    expect((await call(t.app, { method: 'PATCH', url: `/api/leads/${lead?.id}/status`, payload: { status: 'closed' } })).status).toBe(401);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('answers the filtered list as a spreadsheet-safe CSV with a BOM', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/leads/export.csv?courseId=${course.id}`, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="zayavki-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(response.payload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]?.slice(0, 8)).toEqual(['Номер', 'Изпратена на', 'Вид', 'Заявено', 'Име', 'Имейл', 'Телефон', 'Статус']);
    expect(rows.slice(1).map((row) => [row[2], row[4], row[5], row[6]])).toEqual([
      ['Курс', 'Мария Петрова', 'maria@example.bg', "'+359 888 111 222"],
      ['Курс', 'Георги Иванов', 'georgi@example.bg', '0877 333 444'],
    ]);
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leads/export.csv?kind=event', headers: staff });
    const rows = parse(response.payload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[1]?.[4]).toBe(`'=HYPERLINK("x")`);
  });

  it('needs the staff token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/leads/export.csv' })).statusCode).toBe(401);
  });
});

describe('the export, a batch at a time', () => {
  const exported = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

  it('keeps the order and every request once, and writes the same bytes whatever the batch size', async () => {
    const batches: number[][] = [];
    for await (const batch of t.repos.leads.exportBatches({}, 2)) batches.push(batch.map((row) => row.id));
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.every((ids) => ids.length <= 2)).toBe(true);
    expect(batches.flat()).toEqual((await leads()).body.data.items.map((lead) => lead.id));

    const answer = await exported('/api/leads/export.csv');
    const inTwos = Buffer.concat(await leadsCsv(t.repos.leads.exportBatches({}, 2)).toArray());
    expect(inTwos.toString('utf8')).toBe(answer.payload);
  });

  it('writes when the status last changed, in Sofia time, and only for a request whose status changed', async () => {
    const [vip] = (await leads('?kind=vip')).body.data.items;
    const changedAt = vip?.statusChanges.at(-1)?.changedAt;
    if (!vip || !changedAt) throw new Error('the VIP request has no status change (set in PATCH /api/leads/:id/status)');
    const sofia = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Sofia', dateStyle: 'short', timeStyle: 'short' });
    const rows = parse((await exported('/api/leads/export.csv')).payload, { bom: true, delimiter: ';' }) as string[][];
    expect(rows.slice(1).filter((row) => row[8] !== '')).toEqual([expect.arrayContaining([String(vip.id), sofia.format(new Date(changedAt))])]);
  });

  it('answers the header alone when nothing matches', async () => {
    const answer = await exported('/api/leads/export.csv?to=2020-01-01');
    expect(answer.statusCode).toBe(200);
    expect(answer.payload).toBe(
      `\ufeffНомер;Изпратена на;Вид;Заявено;Име;Имейл;Телефон;Статус;Статусът сменен на;Лични данни;Общи условия;Търговски съобщения;Бисквитки\r\n`,
    );
  });
});

describe('counting many requests', () => {
  it('counts up to the limit and says when more match', async () => {
    const clientId = (await leads()).body.data.items[0]?.clientId ?? 0;
    await t.database.db.execute(sql`
      insert into registrations (client_id, full_name, phone, registration_source, kind, search_text,
        agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy, created_at)
      select ${clientId}, 'Много', '0', 'Free Consultation', 'consultation', 'много', true, true, false, false, now() - interval '1 day'
      from generate_series(1, ${LEADS_COUNT_LIMIT}) g`);
    const { body } = await leads();
    expect(body.data).toMatchObject({ total: LEADS_COUNT_LIMIT, totalIsExact: false });
    expect(body.data.items).toHaveLength(LEADS_PAGE_SIZE);
    expect((await leads('?kind=vip')).body.data).toMatchObject({ total: 1, totalIsExact: true });
  });
});

describe('a client that goes away mid-export', () => {
  /**
   * Export cursors open now: PGlite's one session lists its own (besides the portal of this query); on PostgreSQL, a
   * session in a transaction fetching from one.
   */
  async function openExportCursors(): Promise<number> {
    const query =
      t.database.kind === 'pglite'
        ? sql`select count(*)::int as open from pg_cursors where statement ilike 'declare%'`
        : sql`select count(*)::int as open from pg_stat_activity
              where datname = current_database() and xact_start is not null and query ilike 'fetch forward%'`;
    const [row] = rowsOf<{ open: number }>(await t.database.db.execute(query));
    return row?.open ?? -1;
  }

  it('closes the cursor (and its transaction), and the next export answers every request', async () => {
    const clientId = (await leads()).body.data.items[0]?.clientId ?? 0;
    await t.database.db.execute(sql`
      insert into registrations (client_id, full_name, phone, registration_source, kind, search_text,
        agreed_to_privacy_policy, agreed_to_terms_of_service, agreed_to_marketing_policy, agreed_to_cookie_policy, created_at)
      select ${clientId}, 'Изтегляне ' || g, '0', 'Free Consultation', 'consultation', 'изтегляне', true, true, false, false, now() - interval '2 days'
      from generate_series(1, 300) g`);
    const [{ requests } = { requests: 0 }] = rowsOf<{ requests: number }>(
      await t.database.db.execute(sql`select count(*)::int as requests from registrations`),
    );

    // Nothing reads the stream: it reads ahead only up to its buffer's limit, so the export stops part-way.
    const stream = leadsCsv(t.repos.leads.exportBatches({}, 10));
    await once(stream, 'readable');
    expect(await openExportCursors()).toBe(1);
    stream.destroy();
    await once(stream, 'close');
    expect(await openExportCursors()).toBe(0);

    const next = await t.app.inject({ method: 'GET', url: '/api/leads/export.csv', headers: staff });
    expect(next.statusCode).toBe(200);
    expect((parse(next.payload, { bom: true, delimiter: ';' }) as string[][]).length).toBe(1 + requests);
  });
});
