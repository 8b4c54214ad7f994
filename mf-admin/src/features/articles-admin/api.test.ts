import type { ArticleInput } from '@site/shared';
import { fakeApi, ok, pagesOf } from '@site/shared/testing/fake-api';
import { makeDraftArticle } from '@site/shared/testing/factories';
import { ApiError } from '@site/shared/api-client';
import { createArticle, deleteArticle, getArticle, listAllArticles, togglePublish, updateArticle } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const input: ArticleInput = { title: 'Т', slug: 't', shortDescription: 'К', content: '<p>С</p>', tags: [] };
const body = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data);

describe('articles api', () => {
  it('loads one article by id in the session (drafts need it)', async () => {
    api = fakeApi(ok(makeDraftArticle({ id: 3 })));
    await getArticle(3);
    expect(api.last()).toMatchObject({ method: 'get', url: '/articles/3' });
    expect(api.last().headers.Authorization).toBeUndefined();
  });

  it('creates with POST and no id', async () => {
    api = fakeApi({ status: 201, ...ok(makeDraftArticle()) });
    await createArticle(input);
    expect(api.last()).toMatchObject({ method: 'post', url: '/articles' });
    expect(body(api.last().data)).toEqual(input);
    expect(api.last().headers.Authorization).toBeUndefined();
  });

  it('updates with PUT, the id in the path and in the body', async () => {
    api = fakeApi(ok(makeDraftArticle({ id: 5 })));
    await updateArticle(5, input);
    expect(api.last()).toMatchObject({ method: 'put', url: '/articles/5' });
    expect(body(api.last().data)).toEqual({ ...input, id: 5 });
  });

  it('asks for one page of every article, drafts too, in the session (no token in the request)', async () => {
    const articles = [3, 2, 1].map((id) => makeDraftArticle({ id }));
    api = fakeApi(pagesOf(articles));
    await expect(listAllArticles({ page: 2, pageSize: 2 })).resolves.toEqual({ items: [articles[2]], page: { number: 2, size: 2, total: 3 } });
    const request = api.last();
    expect(request.method).toBe('get');
    expect(request.url).toBe('/articles');
    expect(request.params).toEqual({ includeUnpublished: true, page: 2, pageSize: 2 });
    expect(request.headers.Authorization).toBeUndefined();
  });

  it('toggles and deletes by id, in the session', async () => {
    api = fakeApi(ok(makeDraftArticle({ isPublished: true })));
    await togglePublish(4);
    expect(api.last()).toMatchObject({ method: 'post', url: '/articles/4/toggle-publish' });
    expect(api.last().headers.Authorization).toBeUndefined();
    await deleteArticle(4);
    expect(api.last()).toMatchObject({ method: 'delete', url: '/articles/4' });
  });

  it('turns a 401 envelope into an ApiError with the status', async () => {
    api = fakeApi({ status: 401, body: { success: false, data: null, message: 'Невалиден достъп' } });
    const refused = listAllArticles({ page: 1, pageSize: 20 });
    await expect(refused).rejects.toThrow(new ApiError('Невалиден достъп'));
    // The status too (toEqual compares an error's message alone): a 401 sends staff back to the gate.
    await expect(refused).rejects.toHaveProperty('status', 401);
  });
});
