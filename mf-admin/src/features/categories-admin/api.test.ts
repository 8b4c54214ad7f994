import { fakeApi, ok } from '@site/shared/testing/fake-api';
import { listCategories } from './api';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('categories api', () => {
  it('reads the categories without a token', async () => {
    api = fakeApi(ok([]));
    await listCategories();
    expect(api.last()).toMatchObject({ method: 'get', url: '/categories' });
    expect(api.last().headers.Authorization).toBeUndefined();
  });
});
