import { ApiError } from './api-client';
import { requestPage } from './paged-request';
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
    await expect(refused).rejects.toThrow('Невалидна заявка');
  });
});
