import type { Article, ArticleSummary, Category } from '@site/shared';
import { articleBody, categoryBody } from '../../test/fixtures';
import { adminHeaders, call, createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: Record<string, string>;
let categoryId: number;

const create = (overrides: Parameters<typeof articleBody>[0] = {}) =>
  call<Article>(t.app, { method: 'POST', url: '/api/articles', headers: admin, payload: articleBody(overrides) });

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminHeaders(t.app);
  const category = await call<Category>(t.app, { method: 'POST', url: '/api/categories', headers: admin, payload: categoryBody() });
  categoryId = category.body.data.id;
});
afterAll(() => t.close());

describe('creating and sanitising', () => {
  it('creates an article (201) with its category and publication time', async () => {
    const { status, body } = await create({ slug: 'parva', categoryId, tags: [' пари ', 'бизнес', '', 'пари'] });
    expect(status).toBe(201);
    expect(body.message).toBe('Статията е създадена успешно!');
    expect(body.data).toMatchObject({
      slug: 'parva',
      isPublished: true,
      viewCount: 0,
      categoryId,
      category: { id: categoryId, name: 'Финанси', color: 'blue', slug: 'finansi' },
      tags: ['пари', 'бизнес'],
    });
    expect(Date.parse(body.data.publishedAt ?? '')).not.toBeNaN();
  });

  it('removes scripts, event handlers and javascript: URLs from the content', async () => {
    const hostile =
      '<p onclick="steal()">Текст<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">връзка</a>' +
      '<iframe src="https://evil.example/"></iframe><a href="https://example.bg" target="_blank">добра</a>';
    const { body } = await create({ slug: 'opasna', content: hostile });
    expect(body.data.content).toBe('<p>Текст</p><img src="x"><a>връзка</a><a href="https://example.bg" target="_blank" rel="noopener noreferrer">добра</a>');
  });

  it('answers 400 with the form message for each blank required field', async () => {
    const cases = [
      [{ title: ' ' }, 'title', 'Заглавието е задължително'],
      [{ slug: '' }, 'slug', 'Адресът (slug) е задължителен'],
      [{ slug: 'Лош адрес' }, 'slug', 'Адресът (slug) може да съдържа само малки латински букви, цифри и единични тирета'],
      [{ shortDescription: '' }, 'shortDescription', 'Краткото описание е задължително'],
      [{ content: '   ' }, 'content', 'Съдържанието е задължително'],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const { status, body } = await create({ slug: 'validna', ...overrides });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.data).toMatchObject({ field });
    }
  });

  it('answers 400 for a missing required field and for an unknown one', async () => {
    const missing = await call(t.app, { method: 'POST', url: '/api/articles', headers: admin, payload: { title: 'А', slug: 'a', shortDescription: 'б' } });
    expect(missing).toEqual({ status: 400, body: { success: false, data: { field: 'content' }, message: 'Липсва задължителното поле „Съдържание“' } });
    const unknown = await call(t.app, { method: 'POST', url: '/api/articles', headers: admin, payload: { ...articleBody(), viewCount: 1000 } });
    expect(unknown).toEqual({ status: 400, body: { success: false, data: { field: 'viewCount' }, message: 'Непознато поле "viewCount"' } });
  });

  it('answers 409 on the slug field for a duplicate slug, 400 for an unknown category', async () => {
    expect(await create({ slug: 'parva' })).toEqual({
      status: 409,
      body: { success: false, data: { field: 'slug' }, message: 'Статия с този адрес (slug) вече съществува' },
    });
    expect(await create({ slug: 'bez-kategoria', categoryId: 9999 })).toEqual({
      status: 400,
      body: { success: false, data: { field: 'categoryId' }, message: 'Избраната категория не съществува' },
    });
  });
});

describe('drafts and publication', () => {
  let draft: Article;
  beforeAll(async () => {
    draft = (await create({ slug: 'chernova', isPublished: false, isFeatured: true })).body.data;
  });

  it('keeps a draft out of every public list and detail', async () => {
    expect(draft.publishedAt).toBeNull();
    for (const url of ['/api/articles', '/api/articles/published', '/api/articles/featured']) {
      const { body } = await call<Article[]>(t.app, { method: 'GET', url });
      expect(body.data.map((a) => a.slug)).not.toContain('chernova');
    }
    const notFound = { success: false, data: null, message: 'Статията не е намерена' };
    expect(await call(t.app, { method: 'GET', url: `/api/articles/${draft.id}` })).toEqual({ status: 404, body: notFound });
    expect(await call(t.app, { method: 'GET', url: '/api/articles/slug/chernova' })).toEqual({ status: 404, body: notFound });
  });

  it('shows drafts to the administrator only', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/articles?includeUnpublished=true' })).toEqual({
      status: 401,
      body: { success: false, data: null, message: 'Необходим е вход като администратор' },
    });
    const { status, body } = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles?includeUnpublished=true', headers: admin });
    expect(status).toBe(200);
    expect(body.data.map((a) => a.slug)).toContain('chernova');
    expect((await call<Article>(t.app, { method: 'GET', url: `/api/articles/${draft.id}`, headers: admin })).body.data.slug).toBe('chernova');
  });

  it('toggles publication and sets publishedAt only the first time', async () => {
    const published = await call<Article>(t.app, { method: 'POST', url: `/api/articles/${draft.id}/toggle-publish`, headers: admin });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('Статусът е променен успешно!');
    expect(published.body.data.isPublished).toBe(true);
    const firstPublishedAt = published.body.data.publishedAt;
    expect(firstPublishedAt).not.toBeNull();
    const featured = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles/featured' });
    expect(featured.body.data.map((a) => a.slug)).toEqual(['chernova']);

    const unpublished = await call<Article>(t.app, { method: 'POST', url: `/api/articles/${draft.id}/toggle-publish`, headers: admin });
    expect(unpublished.body.data).toMatchObject({ isPublished: false, publishedAt: firstPublishedAt });
    const again = await call<Article>(t.app, { method: 'POST', url: `/api/articles/${draft.id}/toggle-publish`, headers: admin });
    expect(again.body.data).toMatchObject({ isPublished: true, publishedAt: firstPublishedAt });
  });

  it('needs the token to toggle and answers 404 for an unknown article', async () => {
    expect((await call(t.app, { method: 'POST', url: `/api/articles/${draft.id}/toggle-publish` })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/articles/9999/toggle-publish', headers: admin })).status).toBe(404);
  });
});

describe('lists', () => {
  it('lists published articles newest first, with the same answer on / and /published', async () => {
    await create({ slug: 'nai-nova', categoryId });
    const published = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles/published' });
    expect(published.body.data[0]?.slug).toBe('nai-nova');
    const dates = published.body.data.map((a) => Date.parse(a.publishedAt ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const all = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles' });
    expect(all.body.data).toEqual(published.body.data);
  });

  it('lists the published articles as cards on /summaries: the same articles without content or meta fields', async () => {
    const published = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles/published' });
    const { status, body } = await call<ArticleSummary[]>(t.app, { method: 'GET', url: '/api/articles/summaries' });
    expect(status).toBe(200);
    expect(body.data).toEqual(
      published.body.data.map(({ id, slug, title, shortDescription, featuredImage, picture, isFeatured, category, tags, publishedAt, createdAt }) => ({
        id,
        slug,
        title,
        shortDescription,
        featuredImage,
        picture,
        isFeatured,
        category,
        tags,
        publishedAt,
        createdAt,
      })),
    );
    expect(body.data.some((article) => article.category !== null)).toBe(true);
  });

  it('lists the published articles of a category; 404 for an unknown category', async () => {
    const { body } = await call<Article[]>(t.app, { method: 'GET', url: `/api/articles/category/${categoryId}` });
    expect(body.data.map((a) => a.slug).sort()).toEqual(['nai-nova', 'parva']);
    expect((await call(t.app, { method: 'GET', url: '/api/articles/category/9999' })).status).toBe(404);
  });
});

describe('pages', () => {
  const get = <T>(url: string) => call<T>(t.app, { method: 'GET', url });

  beforeAll(async () => {
    for (let index = 1; index <= 4; index += 1) await create({ slug: `stranitsa-${index}`, categoryId: index % 2 === 0 ? categoryId : null });
    await create({ slug: 'stranitsa-chernova', isPublished: false });
  });

  it('answers one page of a list with the page, its size and the total beside the items', async () => {
    const whole = (await get<Article[]>('/api/articles/published')).body;
    expect(whole.page).toEqual({ number: 1, size: 100, total: whole.data.length });
    const second = (await get<Article[]>('/api/articles/published?page=2&pageSize=2')).body;
    expect(second.data.map(({ slug }) => slug)).toEqual(whole.data.slice(2, 4).map(({ slug }) => slug));
    expect(second.page).toEqual({ number: 2, size: 2, total: whole.data.length });
    const beyond = (await get<Article[]>(`/api/articles/published?page=${whole.data.length + 1}&pageSize=1`)).body;
    expect(beyond).toMatchObject({ success: true, data: [], page: { number: whole.data.length + 1, size: 1, total: whole.data.length } });
  });

  it("counts drafts in the administrator's total, and refuses a page larger than 100 with the envelope", async () => {
    const published = (await get<Article[]>('/api/articles/published?pageSize=1')).body.page?.total ?? 0;
    const staff = await call<Article[]>(t.app, { method: 'GET', url: '/api/articles?includeUnpublished=true&pageSize=1', headers: admin });
    expect(staff.body.data).toHaveLength(1);
    expect(staff.body.page?.total).toBe(published + 1);
    const tooLarge = await get('/api/articles/summaries?pageSize=101');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ success: false, data: { field: 'pageSize' } });
    expect((await get('/api/articles/published?page=0')).status).toBe(400);
  });

  it('narrows the cards to one category by its slug or to the featured ones, each page counting only those', async () => {
    const all = (await get<ArticleSummary[]>('/api/articles/summaries')).body.data;
    const inCategory = all.filter((article) => article.category?.slug === 'finansi');
    const page = (await get<ArticleSummary[]>('/api/articles/summaries?category=finansi&pageSize=2')).body;
    expect(page.data.map(({ slug }) => slug)).toEqual(inCategory.slice(0, 2).map(({ slug }) => slug));
    expect(page.page?.total).toBe(inCategory.length);
    expect((await get<ArticleSummary[]>('/api/articles/summaries?category=nyama-takava')).body).toMatchObject({ data: [], page: { total: 0 } });
    const featured = (await get<ArticleSummary[]>('/api/articles/summaries?featured=true')).body;
    expect(featured.data.map(({ slug }) => slug)).toEqual(all.filter((article) => article.isFeatured).map(({ slug }) => slug));
  });
});

describe('views', () => {
  it('adds exactly N to the count for N concurrent calls', async () => {
    const { body } = await call<Article>(t.app, { method: 'GET', url: '/api/articles/slug/parva' });
    const before = body.data.viewCount;
    const results = await Promise.all(Array.from({ length: 25 }, () => t.app.inject({ method: 'POST', url: `/api/articles/${body.data.id}/view` })));
    expect(results.every((response) => response.statusCode === 200)).toBe(true);
    const after = await call<Article>(t.app, { method: 'GET', url: `/api/articles/${body.data.id}` });
    expect(after.body.data.viewCount).toBe(before + 25);
  });

  it('accepts an empty JSON body and answers the new count', async () => {
    const { body } = await call<Article>(t.app, { method: 'GET', url: '/api/articles/slug/nai-nova' });
    const view = await call<{ viewCount: number }>(t.app, {
      method: 'POST',
      url: `/api/articles/${body.data.id}/view`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(view).toEqual({ status: 200, body: { success: true, data: { viewCount: body.data.viewCount + 1 }, message: '' } });
  });

  it('shows the new count when the article is reopened after a view: at once here, within the time to live in another process', async () => {
    const ttlMs = 300;
    const other = await t.buildSibling({ publicCacheTtlMs: ttlMs });
    const open = (app: typeof t.app) => call<Article>(app, { method: 'GET', url: '/api/articles/slug/parva' });
    const first = await open(t.app);
    await open(other);
    const view = await call<{ viewCount: number }>(t.app, { method: 'POST', url: `/api/articles/${first.body.data.id}/view` });
    expect(view.body.data.viewCount).toBe(first.body.data.viewCount + 1);
    expect((await open(t.app)).body.data.viewCount).toBe(first.body.data.viewCount + 1);
    await new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
    expect((await open(other)).body.data.viewCount).toBe(first.body.data.viewCount + 1);
    const byId = await call<Article>(other, { method: 'GET', url: `/api/articles/${first.body.data.id}` });
    expect(byId.body.data.viewCount).toBe(first.body.data.viewCount + 1);
  });

  it('leaves the cached lists in place: a view changes nothing they show', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/articles/published' });
    // Written past the API, so only the cache can explain an unchanged list.
    await t.repos.articles.create(articleBody({ slug: 'mimo-api', title: 'Мимо API' }));
    const [first] = (await call<Article[]>(t.app, { method: 'GET', url: '/api/articles/published' })).body.data;
    await t.app.inject({ method: 'POST', url: `/api/articles/${first?.id ?? 0}/view` });
    const after = await t.app.inject({ method: 'GET', url: '/api/articles/published' });
    expect(after.body).toBe(before.body);
    await t.repos.articles.delete((await t.repos.articles.findBySlug('mimo-api'))?.id ?? 0);
  });

  it('answers 404 for a view of an unknown article', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/articles/9999/view' })).status).toBe(404);
  });
});

describe('updating and deleting', () => {
  it('updates with the id in the body, sanitising again', async () => {
    const { body } = await call<Article>(t.app, { method: 'GET', url: '/api/articles/slug/parva' });
    const result = await call<Article>(t.app, {
      method: 'PUT',
      url: `/api/articles/${body.data.id}`,
      headers: admin,
      payload: articleBody({ id: body.data.id, slug: 'parva', title: 'Обновена', content: '<p>Нов<script>x()</script></p>', categoryId: null }),
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Статията е обновена успешно!');
    expect(result.body.data).toMatchObject({ title: 'Обновена', content: '<p>Нов</p>', category: null, publishedAt: body.data.publishedAt });
  });

  it('refuses POST, PUT and DELETE without the token; 404 for an unknown id', async () => {
    expect(await call(t.app, { method: 'POST', url: '/api/articles', payload: articleBody({ slug: 'bez-token' }) })).toEqual({
      status: 401,
      body: { success: false, data: null, message: 'Необходим е вход като администратор' },
    });
    expect((await call(t.app, { method: 'PUT', url: '/api/articles/1', payload: articleBody() })).status).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: '/api/articles/1' })).status).toBe(401);
    expect((await call(t.app, { method: 'PUT', url: '/api/articles/9999', headers: admin, payload: articleBody({ slug: 'nyama' }) })).status).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: '/api/articles/9999', headers: admin })).status).toBe(404);
  });

  it('deletes an article', async () => {
    const { body } = await call<Article>(t.app, { method: 'GET', url: '/api/articles/slug/opasna' });
    expect(await call(t.app, { method: 'DELETE', url: `/api/articles/${body.data.id}`, headers: admin })).toEqual({
      status: 200,
      body: { success: true, data: null, message: 'Статията е изтрита успешно!' },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/articles/slug/opasna' })).status).toBe(404);
  });
});
