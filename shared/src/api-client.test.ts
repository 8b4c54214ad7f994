import { requestData, ApiError } from './api-client';
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
