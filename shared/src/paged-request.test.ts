import { ApiError } from './api-client';
import { requestEveryPage, requestPage } from './paged-request';
import { fail, fakeApi, ok, pagesOf } from './testing/fake-api';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

describe('requestPage', () => {
  it("gives the page's items and where it is, with the page asked for sent as the query", async () => {
    api = fakeApi(pagesOf(['а', 'б', 'в', 'г', 'д']));
    await expect(requestPage<string>({ url: '/articles/summaries', params: { page: 2, pageSize: 2 } })).resolves.toEqual({
      items: ['в', 'г'],
      page: { number: 2, size: 2, total: 5 },
    });
    expect(api.last().params).toEqual({ page: 2, pageSize: 2 });
  });

  it('reads an answer without paging as one page of everything', async () => {
    api = fakeApi(ok(['а', 'б']));
    await expect(requestPage<string>({ url: '/old' })).resolves.toEqual({ items: ['а', 'б'], page: { number: 1, size: 2, total: 2 } });
  });

  it("throws the server's refusal as an ApiError with its message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi(fail('Невалидна заявка'));
    const refused = requestPage({ url: '/articles/summaries', params: { pageSize: 500 } });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ message: 'Невалидна заявка', status: 400 });
  });

  it('keeps the status of a refused session, so that a screen can send staff back to sign in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi(fail('Сесията е изтекла', 401));
    await expect(requestPage({ url: '/articles' })).rejects.toMatchObject({ message: 'Сесията е изтекла', status: 401 });
  });

  it('reads an answer sent as text, as the browser receives it', async () => {
    api = fakeApi(() => ({ body: JSON.stringify({ success: true, data: ['а'], message: '', page: { number: 1, size: 1, total: 3 } }) }));
    await expect(requestPage<string>({ url: '/articles' })).resolves.toEqual({ items: ['а'], page: { number: 1, size: 1, total: 3 } });
  });
});

describe('requestEveryPage', () => {
  it('reads page after page of the largest size until it has every item', async () => {
    const items = Array.from({ length: 230 }, (_, index) => index);
    api = fakeApi(pagesOf(items));
    await expect(requestEveryPage<number>({ url: '/events', params: { token: 't' } })).resolves.toEqual(items);
    expect(api.requests.map((request) => request.params)).toEqual([
      { token: 't', page: 1, pageSize: 100 },
      { token: 't', page: 2, pageSize: 100 },
      { token: 't', page: 3, pageSize: 100 },
    ]);
  });

  it('asks once for an empty list, and once of a server that does not page', async () => {
    api = fakeApi(pagesOf([]));
    await expect(requestEveryPage({ url: '/events' })).resolves.toEqual([]);
    api.restore();
    api = fakeApi(ok([1, 2, 3]));
    await expect(requestEveryPage({ url: '/events' })).resolves.toEqual([1, 2, 3]);
    expect(api.requests).toHaveLength(1);
  });
});
