import type { ArticleInput } from '@site/shared';
import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { makeDraftArticle } from '@site/shared/testing/factories';
import { createArticle, getArticle, listCategories, updateArticle } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

const input: ArticleInput = { title: 'Т', slug: 't', shortDescription: 'К', content: '<p>С</p>', tags: [] };
const body = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data);

describe('article-form api', () => {
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

  it('reads the categories without a token', async () => {
    api = fakeApi(ok([]));
    await listCategories();
    expect(api.last()).toMatchObject({ method: 'get', url: '/categories' });
    expect(api.last().headers.Authorization).toBeUndefined();
  });
});
