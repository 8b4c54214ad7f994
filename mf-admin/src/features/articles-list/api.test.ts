import { ApiError } from '@site/shared/api-client';
import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { makeDraftArticle } from '@site/shared/testing/factories';
import { deleteArticle, listAllArticles, togglePublish } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('articles-list api', () => {
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
