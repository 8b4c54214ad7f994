import type { Article, Category } from '@site/shared';
import { articleBody, categoryBody } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
  for (const payload of [
    categoryBody({ name: 'Финанси', slug: 'finansi', order: 2, color: '#d97706' }),
    categoryBody({ name: 'Бизнес', slug: 'biznes', order: 2 }),
    categoryBody({ name: 'Архив', slug: 'arhiv', order: 1, isActive: false }),
  ]) {
    const { status, body } = await call<Category>(t.app, { method: 'POST', url: '/api/categories', headers: admin, payload });
    expect(status).toBe(201);
    ids[body.data.slug] = body.data.id;
  }
  const articles = [
    articleBody({ slug: 'a1', categoryId: ids.finansi }),
    articleBody({ slug: 'a2', categoryId: ids.finansi }),
    articleBody({ slug: 'chernova', categoryId: ids.finansi, isPublished: false }),
    articleBody({ slug: 'a3', categoryId: ids.arhiv }),
  ];
  for (const payload of articles) {
    expect((await call<Article>(t.app, { method: 'POST', url: '/api/articles', headers: admin, payload })).status).toBe(201);
  }
});
afterAll(() => t.close());

describe('category reads', () => {
  it('lists all categories by order, then name, counting only published articles', async () => {
    const { status, body } = await call<Category[]>(t.app, { method: 'GET', url: '/api/categories' });
    expect(status).toBe(200);
    expect(body.data.map((c) => [c.slug, c.articleCount])).toEqual([
      ['arhiv', 1],
      ['biznes', 0],
      ['finansi', 2],
    ]);
  });

  it('lists active categories, also those without articles, with default colour blue', async () => {
    const { body } = await call<Category[]>(t.app, { method: 'GET', url: '/api/categories/active' });
    expect(body.data).toEqual([
      { id: ids.biznes, name: 'Бизнес', slug: 'biznes', color: 'blue', isActive: true, order: 2, articleCount: 0 },
      { id: ids.finansi, name: 'Финанси', slug: 'finansi', color: '#d97706', isActive: true, order: 2, articleCount: 2 },
    ]);
  });

  it('finds a category by id and by slug; 404 otherwise', async () => {
    const bySlug = await call<Category>(t.app, { method: 'GET', url: '/api/categories/slug/finansi' });
    expect(bySlug.body.data.id).toBe(ids.finansi);
    expect((await call<Category>(t.app, { method: 'GET', url: `/api/categories/${ids.finansi}` })).body).toEqual(bySlug.body);
    const notFound = { success: false, data: null, message: 'Категорията не е намерена.' };
    expect(await call(t.app, { method: 'GET', url: '/api/categories/slug/niama' })).toEqual({ status: 404, body: notFound });
    expect(await call(t.app, { method: 'GET', url: '/api/categories/4444' })).toEqual({ status: 404, body: notFound });
  });
});

describe('category writes', () => {
  it('refuses writes without the administrator token', async () => {
    for (const [method, url] of [
      ['POST', '/api/categories'],
      ['PUT', `/api/categories/${ids.biznes}`],
      ['PATCH', `/api/categories/${ids.biznes}`],
      ['DELETE', `/api/categories/${ids.biznes}`],
    ] as const) {
      const payload = method === 'DELETE' ? undefined : method === 'PATCH' ? { isActive: false } : categoryBody({ slug: 'nova' });
      expect((await call(t.app, { method, url, payload })).status).toBe(401);
    }
  });

  it('deactivates and moves a category with PATCH', async () => {
    const changed = await call<Category>(t.app, {
      method: 'PATCH',
      url: `/api/categories/${ids.biznes}`,
      headers: admin,
      payload: { isActive: false, order: 7 },
    });
    expect(changed.body).toMatchObject({ success: true, data: { isActive: false, order: 7 }, message: 'Категорията е обновена успешно' });
    const active = await call<Category[]>(t.app, { method: 'GET', url: '/api/categories/active' });
    expect(active.body.data.map((category) => category.id)).not.toContain(ids.biznes);
    await call(t.app, { method: 'PATCH', url: `/api/categories/${ids.biznes}`, headers: admin, payload: { isActive: true } });
  });

  it('answers 409 for a taken slug and 400 for a bad slug', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/categories', headers: admin, payload: categoryBody({ slug: 'finansi' }) })).status).toBe(409);
    const bad = await call(t.app, { method: 'POST', url: '/api/categories', headers: admin, payload: categoryBody({ slug: 'Лош Адрес' }) });
    expect(bad).toEqual({
      status: 400,
      body: { success: false, data: { field: 'slug' }, message: 'Полето „Адрес (slug)“ може да съдържа само малки латински букви, цифри и единични тирета' },
    });
  });

  it('updates a category', async () => {
    const result = await call<Category>(t.app, {
      method: 'PUT',
      url: `/api/categories/${ids.biznes}`,
      headers: admin,
      payload: categoryBody({ name: 'Бизнес и пари', slug: 'biznes', color: 'green' }),
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Бизнес и пари', color: 'green' });
  });

  it('deletes a category and keeps its articles without a category', async () => {
    expect((await call(t.app, { method: 'DELETE', url: `/api/categories/${ids.arhiv}`, headers: admin })).status).toBe(200);
    const { body } = await call<Article>(t.app, { method: 'GET', url: '/api/articles/slug/a3' });
    expect(body.data).toMatchObject({ categoryId: null, category: null });
  });
});
