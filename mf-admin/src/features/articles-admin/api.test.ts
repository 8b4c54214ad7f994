import type { ArticleInput } from '@site/shared';
import { fakeApi, ok } from '@site/shared/testing/fake-api';
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

  it('asks for drafts too, in the session (no token in the request)', async () => {
    api = fakeApi(ok([makeDraftArticle()]));
    await expect(listAllArticles()).resolves.toHaveLength(1);
    const request = api.last();
    expect(request.method).toBe('get');
    expect(request.url).toBe('/articles');
    expect(request.params).toEqual({ includeUnpublished: true });
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
    await expect(listAllArticles()).rejects.toEqual(new ApiError('Невалиден достъп', 401));
  });
});
