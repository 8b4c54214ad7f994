import type { EventItem } from '@site/shared';
import { addDays, todayInSofia } from '@site/shared/sofia-dates';
import { eventBody } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Record<string, string>;
const today = todayInSofia();

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
  const events = [
    eventBody({ slug: 'sled-mesets', eventDate: addDays(today, 30), isRecommended: true }),
    eventBody({ slug: 'dnes', eventDate: today }),
    eventBody({ slug: 'minalo', eventDate: addDays(today, -10), isRecommended: true }),
    eventBody({ slug: 'neaktivno', eventDate: addDays(today, 5), isActive: false, isRecommended: true }),
    eventBody({ slug: 'sled-sedmitsa', eventDate: addDays(today, 7), landingPageUrl: 'https://example.bg/landing' }),
  ];
  for (const payload of events) {
    const { status } = await call(t.app, { method: 'POST', url: '/api/events', headers: admin, payload });
    expect(status).toBe(201);
  }
});
afterAll(() => t.close());

const slugs = (events: EventItem[]) => events.map((event) => event.slug);

describe('event reads', () => {
  it('lists every event by date', async () => {
    const { status, body } = await call<EventItem[]>(t.app, { method: 'GET', url: '/api/events' });
    expect(status).toBe(200);
    expect(slugs(body.data)).toEqual(['minalo', 'dnes', 'neaktivno', 'sled-sedmitsa', 'sled-mesets']);
  });

  it('lists active events from today on, by date', async () => {
    const { body } = await call<EventItem[]>(t.app, { method: 'GET', url: '/api/events/active' });
    expect(slugs(body.data)).toEqual(['dnes', 'sled-sedmitsa', 'sled-mesets']);
  });

  it('lists the recommended upcoming active events', async () => {
    const { body } = await call<EventItem[]>(t.app, { method: 'GET', url: '/api/events/recommended' });
    expect(slugs(body.data)).toEqual(['sled-mesets']);
  });

  it('gives the date as YYYY-MM-DD with modules and the landing page', async () => {
    const { body } = await call<EventItem>(t.app, { method: 'GET', url: '/api/events/slug/sled-sedmitsa' });
    expect(body.data).toMatchObject({
      eventDate: addDays(today, 7),
      landingPageUrl: 'https://example.bg/landing',
      modules: [{ title: 'Въведение' }],
      isRecommended: false,
      isActive: true,
    });
    const byId = await call<EventItem>(t.app, { method: 'GET', url: `/api/events/${body.data.id}` });
    expect(byId.body.data).toEqual(body.data);
  });

  it('answers 404 for an unknown slug or id', async () => {
    const notFound = { success: false, data: null, message: 'Събитието не е намерено.' };
    expect(await call(t.app, { method: 'GET', url: '/api/events/slug/niama' })).toEqual({ status: 404, body: notFound });
    expect(await call(t.app, { method: 'GET', url: '/api/events/9999' })).toEqual({ status: 404, body: notFound });
  });
});

describe('event writes', () => {
  it('refuses writes without the administrator token', async () => {
    for (const [method, url] of [
      ['POST', '/api/events'],
      ['PUT', '/api/events/1'],
      ['PATCH', '/api/events/1'],
      ['DELETE', '/api/events/1'],
    ] as const) {
      const payload = method === 'DELETE' ? undefined : method === 'PATCH' ? { isActive: false } : eventBody({ slug: 'novo' });
      const result = await call(t.app, { method, url, payload });
      expect(result.status).toBe(401);
      expect(result.body.success).toBe(false);
    }
  });

  it('deactivates an event with PATCH: it is no longer among the upcoming ones', async () => {
    const created = await call<EventItem>(t.app, { method: 'POST', url: '/api/events', headers: admin, payload: eventBody({ slug: 'za-skrivane' }) });
    const changed = await call<EventItem>(t.app, { method: 'PATCH', url: `/api/events/${created.body.data.id}`, headers: admin, payload: { isActive: false } });
    expect(changed.body).toMatchObject({ success: true, data: { isActive: false }, message: 'Събитието е обновено успешно' });
    const upcoming = await call<EventItem[]>(t.app, { method: 'GET', url: '/api/events/active' });
    expect(upcoming.body.data.map((event) => event.slug)).not.toContain('za-skrivane');
  });

  it('answers 400 for an impossible date and a non-http landing page', async () => {
    const badDate = await call(t.app, { method: 'POST', url: '/api/events', headers: admin, payload: eventBody({ slug: 'a', eventDate: '2026-13-01' }) });
    expect(badDate).toEqual({
      status: 400,
      body: { success: false, data: { field: 'eventDate' }, message: 'Полето „Дата (първи ден)“ трябва да е дата във вида ГГГГ-ММ-ДД' },
    });
    const badUrl = await call(t.app, {
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody({ slug: 'b', landingPageUrl: 'javascript:alert(1)' }),
    });
    expect(badUrl).toEqual({
      status: 400,
      body: { success: false, data: { field: 'landingPageUrl' }, message: 'Полето „Външна страница“ трябва да започва с http:// или https://' },
    });
  });

  it('updates and deletes an event; 409 on a taken slug', async () => {
    const { body } = await call<EventItem>(t.app, { method: 'GET', url: '/api/events/slug/dnes' });
    const updated = await call<EventItem>(t.app, {
      method: 'PUT',
      url: `/api/events/${body.data.id}`,
      headers: admin,
      payload: eventBody({ slug: 'dnes', title: 'Променено', eventDate: today, modules: [{ title: 'А' }, { title: 'Б' }] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Променено', modules: [{ title: 'А' }, { title: 'Б' }] });
    const taken = await call(t.app, { method: 'PUT', url: `/api/events/${body.data.id}`, headers: admin, payload: eventBody({ slug: 'minalo' }) });
    expect(taken).toEqual({ status: 409, body: { success: false, data: { field: 'slug' }, message: 'Събитие с този адрес (slug) вече съществува' } });
    expect((await call(t.app, { method: 'DELETE', url: `/api/events/${body.data.id}`, headers: admin })).status).toBe(200);
    const { body: active } = await call<EventItem[]>(t.app, { method: 'GET', url: '/api/events/active' });
    expect(slugs(active.data)).toEqual(['sled-sedmitsa', 'sled-mesets']);
  });
});
