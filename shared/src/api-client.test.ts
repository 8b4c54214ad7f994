import { requestBlob, requestData, ApiError } from './api-client';
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

describe('requestBlob', () => {
  it('asks for a Blob and returns the body', async () => {
    const file = new Blob(['\uFEFFНомер;Име\r\n'], { type: 'text/csv' });
    const api = fakeApi({ body: file });
    await expect(requestBlob({ url: '/leads/export.csv', params: { kind: 'vip' } })).resolves.toBe(file);
    expect(api.last().responseType).toBe('blob');
    expect(api.last().params).toEqual({ kind: 'vip' });
    api.restore();
  });

  it("throws the server's message read from an error envelope sent as a Blob", async () => {
    const envelope = { success: false, data: null, message: 'Невалиден токен за достъп' };
    const api = fakeApi({ status: 401, body: new Blob([JSON.stringify(envelope)], { type: 'application/json' }) });
    await expect(requestBlob({ url: '/leads/export.csv' })).rejects.toEqual(new ApiError('Невалиден токен за достъп', 401));
    api.restore();
  });

  it('rethrows a failure whose body is not an envelope', async () => {
    const api = fakeApi({ status: 502, body: new Blob(['<html>Bad gateway</html>']) });
    await expect(requestBlob({ url: '/leads/export.csv' })).rejects.not.toBeInstanceOf(ApiError);
    api.restore();
  });
});
