import type { Course, CourseLink, CourseSummary } from '@site/shared';
import { courseBody, insertLector } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Record<string, string>;
let lectorId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
  lectorId = await insertLector(t.database.db);
});
afterAll(() => t.close());

const create = (overrides: Parameters<typeof courseBody>[0] = {}) =>
  call<Course>(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: courseBody(overrides) });

describe('course writes', () => {
  it('creates a course with modules and lecturers (201) and counts its modules', async () => {
    const { status, body } = await create({ slug: 'biznes-planirane', title: 'Бизнес планиране', lectorIds: [lectorId], order: 2 });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Курсът е създаден успешно');
    expect(body.data).toMatchObject({
      slug: 'biznes-planirane',
      moduleCount: 2,
      modules: [{ title: 'Модул 1' }, { title: 'Модул 2' }],
      lectors: [{ id: lectorId, fullName: 'Иван Петров' }],
      faq: [],
      quote: null,
      currency: 'EUR',
      realValue: null,
      hasGuarantee: false,
      exclusiveOffer: null,
      isActive: true,
    });
  });

  it.each([
    ['POST', '/api/courses'],
    ['PUT', '/api/courses/1'],
    ['PATCH', '/api/courses/1'],
    ['DELETE', '/api/courses/1'],
  ] as const)('refuses %s %s without a token (401) and with a forged one (401)', async (method, url) => {
    const payload = method === 'DELETE' ? undefined : method === 'PATCH' ? { isActive: false } : courseBody({ slug: 'drug' });
    expect(await call(t.app, { method, url, payload })).toEqual({
      status: 401,
      body: { success: false, data: null, message: 'Необходим е вход като администратор' },
    });
    expect(await call(t.app, { method, url, payload, headers: { authorization: 'Bearer forged' } })).toEqual({
      status: 401,
      body: { success: false, data: null, message: 'Сесията е невалидна или изтекла. Влезте отново.' },
    });
  });

  it('deactivates and moves a course with PATCH: it leaves the public lists and comes back', async () => {
    const { body } = await create({ slug: 'za-skrivane', title: 'За скриване' });
    const hidden = await call<Course>(t.app, { method: 'PATCH', url: `/api/courses/${body.data.id}`, headers: admin, payload: { isActive: false, order: 9 } });
    expect(hidden.body).toMatchObject({ success: true, data: { isActive: false, order: 9, title: 'За скриване' }, message: 'Курсът е обновен успешно' });
    const cards = await call<CourseSummary[]>(t.app, { method: 'GET', url: '/api/courses/summaries' });
    expect(cards.body.data.map((card) => card.slug)).not.toContain('za-skrivane');
    await call(t.app, { method: 'PATCH', url: `/api/courses/${body.data.id}`, headers: admin, payload: { isActive: true } });
    const again = await call<CourseSummary[]>(t.app, { method: 'GET', url: '/api/courses/summaries' });
    expect(again.body.data.find((card) => card.slug === 'za-skrivane')).toMatchObject({ order: 9 });
    expect((await call(t.app, { method: 'PATCH', url: '/api/courses/999999', headers: admin, payload: { isActive: true } })).status).toBe(404);
  });

  it('answers 409 on the slug field for a duplicate slug', async () => {
    expect(await create({ slug: 'biznes-planirane' })).toEqual({
      status: 409,
      body: { success: false, data: { field: 'slug' }, message: 'Курс с този адрес (slug) вече съществува' },
    });
  });

  it('answers 400 for an unknown lecturer and keeps nothing of the course', async () => {
    const result = await create({ slug: 'nov-kurs', lectorIds: [99999] });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'lectorIds' }, message: 'Непознат лектор: 99999' } });
    expect((await call(t.app, { method: 'GET', url: '/api/courses/slug/nov-kurs' })).status).toBe(404);
  });

  it('answers 400 for a price given as text', async () => {
    const result = await call(t.app, { method: 'POST', url: '/api/courses', headers: admin, payload: { ...courseBody({ slug: 'x' }), price: '100' } });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'price' }, message: 'Полето „Цена“ трябва да е число' } });
  });

  it('replaces a course with PUT and answers 404 for an unknown id', async () => {
    const created = await create({ slug: 'za-promiana', title: 'Стар' });
    const id = created.body.data.id;
    const updated = await call<Course>(t.app, {
      method: 'PUT',
      url: `/api/courses/${id}`,
      headers: admin,
      payload: courseBody({ id, slug: 'za-promiana', title: 'Нов', modules: [{ title: 'Само един' }], quote: 'Цитат', realValue: 999, hasGuarantee: true }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Нов', moduleCount: 1, quote: 'Цитат', realValue: 999, hasGuarantee: true });
    const missing = await call(t.app, { method: 'PUT', url: '/api/courses/424242', headers: admin, payload: courseBody({ slug: 'niakoi' }) });
    expect(missing).toEqual({ status: 404, body: { success: false, data: null, message: 'Курсът не е намерен.' } });
  });

  it('answers 400 when the body id differs from the path id', async () => {
    const result = await call(t.app, { method: 'PUT', url: '/api/courses/1', headers: admin, payload: courseBody({ id: 2 }) });
    expect(result.status).toBe(400);
    expect(result.body.data).toEqual({ field: 'id' });
  });

  it('deletes a course, then it is 404', async () => {
    const { body } = await create({ slug: 'za-iztrivane' });
    expect(await call(t.app, { method: 'DELETE', url: `/api/courses/${body.data.id}`, headers: admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Курсът е изтрит успешно' },
    });
    expect((await call(t.app, { method: 'GET', url: `/api/courses/${body.data.id}` })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `/api/courses/${body.data.id}`, headers: admin })).status).toBe(404);
  });
});

describe('course reads', () => {
  beforeAll(async () => {
    // Taught by a lecturer, as every real course is: the full list carries them, the cards do not.
    await create({ slug: 'parvi', title: 'Б курс', order: 1, lectorIds: [lectorId] });
    await create({ slug: 'vtori', title: 'А курс', order: 1, lectorIds: [lectorId] });
    await create({ slug: 'neaktiven', title: 'Неактивен', order: 0, isActive: false });
  });

  it('lists all courses by order, then title', async () => {
    const { status, body } = await call<Course[]>(t.app, { method: 'GET', url: '/api/courses' });
    expect(status).toBe(200);
    const slugs = body.data.map((course) => course.slug);
    expect(slugs.slice(0, 3)).toEqual(['neaktiven', 'vtori', 'parvi']);
  });

  it('lists only active courses on /courses/active', async () => {
    const { body } = await call<Course[]>(t.app, { method: 'GET', url: '/api/courses/active' });
    expect(body.data.every((course) => course.isActive)).toBe(true);
    expect(body.data.map((course) => course.slug)).toEqual(expect.arrayContaining(['parvi', 'vtori', 'biznes-planirane']));
    expect(body.data.map((course) => course.slug)).not.toContain('neaktiven');
  });

  it('lists the active courses as links on /courses/links: id, slug and title only, in list order', async () => {
    const active = await call<Course[]>(t.app, { method: 'GET', url: '/api/courses/active' });
    const { status, body } = await call<CourseLink[]>(t.app, { method: 'GET', url: '/api/courses/links' });
    expect(status).toBe(200);
    expect(body.data).toEqual(active.body.data.map(({ id, slug, title }) => ({ id, slug, title })));
    expect(body.data.map((link) => link.slug)).not.toContain('neaktiven');
  });

  it('lists the active courses as cards on /courses/summaries: what a card shows, a fraction of the full list', async () => {
    const active = await t.app.inject({ method: 'GET', url: '/api/courses/active' });
    const cards = await t.app.inject({ method: 'GET', url: '/api/courses/summaries' });
    expect(cards.statusCode).toBe(200);
    const full = (active.json() as { data: Course[] }).data;
    expect((cards.json() as { data: CourseSummary[] }).data).toEqual(
      full.map(({ id, slug, title, shortDescription, image, picture, price, currency, moduleCount, isActive, order }) => ({
        id,
        slug,
        title,
        shortDescription,
        image,
        picture,
        price,
        currency,
        moduleCount,
        isActive,
        order,
      })),
    );
    expect(full.some((course) => course.moduleCount > 0)).toBe(true);
    expect(cards.rawPayload.length).toBeLessThan(active.rawPayload.length / 3);
  });

  it('finds a course by slug and by id, 404 otherwise', async () => {
    const bySlug = await call<Course>(t.app, { method: 'GET', url: '/api/courses/slug/biznes-planirane' });
    expect(bySlug.body.data.title).toBe('Бизнес планиране');
    const byId = await call<Course>(t.app, { method: 'GET', url: `/api/courses/${bySlug.body.data.id}` });
    expect(byId.body).toEqual(bySlug.body);
    expect(await call(t.app, { method: 'GET', url: '/api/courses/slug/niama-takav' })).toEqual({
      status: 404,
      body: { success: false, data: null, message: 'Курсът не е намерен.' },
    });
  });

  it('shows a write at once although public reads are cached', async () => {
    await call(t.app, { method: 'GET', url: '/api/courses/active' });
    await create({ slug: 'nai-nov', title: 'Най-нов' });
    const { body } = await call<Course[]>(t.app, { method: 'GET', url: '/api/courses/active' });
    expect(body.data.map((course) => course.slug)).toContain('nai-nov');
  });

  it('refuses unknown query parameters', async () => {
    const result = await call(t.app, { method: 'GET', url: '/api/courses?foo=1' });
    expect(result).toEqual({ status: 400, body: { success: false, data: { field: 'foo' }, message: 'Непознат параметър "foo"' } });
  });
});
