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
  it('loads one article by id with the token (drafts need it)', async () => {
    api = fakeApi(ok(makeDraftArticle({ id: 3 })));
    await getArticle('tok', 3);
    expect(api.last()).toMatchObject({ method: 'get', url: '/articles/3' });
    expect(api.last().headers.Authorization).toBe('Bearer tok');
  });

  it('creates with POST and no id', async () => {
    api = fakeApi({ status: 201, ...ok(makeDraftArticle()) });
    await createArticle('tok', input);
    expect(api.last()).toMatchObject({ method: 'post', url: '/articles' });
    expect(body(api.last().data)).toEqual(input);
    expect(api.last().headers.Authorization).toBe('Bearer tok');
  });

  it('updates with PUT, the id in the path and in the body', async () => {
    api = fakeApi(ok(makeDraftArticle({ id: 5 })));
    await updateArticle('tok', 5, input);
    expect(api.last()).toMatchObject({ method: 'put', url: '/articles/5' });
    expect(body(api.last().data)).toEqual({ ...input, id: 5 });
  });

  it('asks for drafts too, with the bearer token', async () => {
    api = fakeApi(ok([makeDraftArticle()]));
    await expect(listAllArticles('tok')).resolves.toHaveLength(1);
    const request = api.last();
    expect(request.method).toBe('get');
    expect(request.url).toBe('/articles');
    expect(request.params).toEqual({ includeUnpublished: true });
    expect(request.headers.Authorization).toBe('Bearer tok');
  });

  it('toggles and deletes by id with the token', async () => {
    api = fakeApi(ok(makeDraftArticle({ isPublished: true })));
    await togglePublish('tok', 4);
    expect(api.last()).toMatchObject({ method: 'post', url: '/articles/4/toggle-publish' });
    expect(api.last().headers.Authorization).toBe('Bearer tok');
    await deleteArticle('tok', 4);
    expect(api.last()).toMatchObject({ method: 'delete', url: '/articles/4' });
  });

  it('turns a 401 envelope into an ApiError with the status', async () => {
    api = fakeApi({ status: 401, body: { success: false, data: null, message: 'Невалиден достъп' } });
    await expect(listAllArticles('old')).rejects.toEqual(new ApiError('Невалиден достъп', 401));
  });
});
