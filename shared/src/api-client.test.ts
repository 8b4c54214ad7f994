import type { AxiosAdapter } from 'axios';
import { apiClient, cachedRequest, requestData, ApiError } from './api-client';

/** Answers every request on the shared instance from `respond`, without a network. */
function serve(respond: (method: string, url: string) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    const { status, data } = respond(config.method ?? 'get', config.url ?? '');
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe('requestData', () => {
  it("returns the envelope's data", async () => {
    serve(() => ({ status: 200, data: { success: true, data: [1, 2], message: '' } }));
    await expect(requestData<number[]>({ url: '/courses/active' })).resolves.toEqual([1, 2]);
  });

  it("throws the server's message from an error envelope, and logs the failure", async () => {
    serve(() => ({ status: 404, data: { success: false, data: null, message: 'Курсът не е намерен.' } }));
    const failure = requestData({ url: '/courses/slug/x' });
    await expect(failure).rejects.toEqual(new ApiError('Курсът не е намерен.', 404));
    expect(consoleError).toHaveBeenCalledWith('API error', expect.stringContaining('404'));
  });
});

describe('the per-visit read cache', () => {
  it('reads a list once, and again after a successful write', async () => {
    let reads = 0;
    serve((method) => {
      if (method === 'get') reads += 1;
      return { status: 200, data: { success: true, data: reads, message: '' } };
    });
    const load = () => cachedRequest('articles/published', () => requestData<number>({ url: '/articles/published' }));
    expect(await load()).toBe(1);
    expect(await load()).toBe(1);
    await requestData({ method: 'post', url: '/articles/1/toggle-publish' });
    expect(await load()).toBe(2);
  });
});
