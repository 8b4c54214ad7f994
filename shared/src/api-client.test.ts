import { cachedRequest, requestData, ApiError } from './api-client';
import { fakeApi, ok } from './testing/fake-api';

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe('requestData', () => {
  it("returns the envelope's data", async () => {
    fakeApi(ok([1, 2]));
    await expect(requestData<number[]>({ url: '/courses/active' })).resolves.toEqual([1, 2]);
  });

  it("throws the server's message from an error envelope, and logs the failure", async () => {
    fakeApi({ status: 404, body: { success: false, data: null, message: 'Курсът не е намерен.' } });
    const failure = requestData({ url: '/courses/slug/x' });
    await expect(failure).rejects.toEqual(new ApiError('Курсът не е намерен.', 404));
    expect(consoleError).toHaveBeenCalledWith('API error', expect.stringContaining('404'));
  });
});

describe('the per-visit read cache', () => {
  it('reads a list once, and again after a successful write', async () => {
    let reads = 0;
    fakeApi((config) => {
      if (config.method === 'get') reads += 1;
      return ok(reads);
    });
    const load = () => cachedRequest('articles/published', () => requestData<number>({ url: '/articles/published' }));
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    await requestData({ method: 'post', url: '/articles/1/toggle-publish' });
    expect(await load()).toBe(2);
  });
});
