import { makeClient } from '@site/shared/testing/factories';
import { fail, fakeApi, ok } from '@site/shared/testing/fake-api';
import { fetchClientByEmail, fetchFilteredClients } from './api';

let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});

test('by e-mail sends exactly what was typed, token in the query, and returns the envelope', async () => {
  const envelope = ok(makeClient()).body;
  api = fakeApi({ body: envelope });
  await expect(fetchClientByEmail(' Не е имейл ', 'тайна')).resolves.toEqual(envelope);
  expect(api.requests).toHaveLength(1);
  expect(api.last()).toMatchObject({
    method: 'get',
    url: '/clients/by-email',
    params: { email: ' Не е имейл ', token: 'тайна' },
  });
});

test('filtered sends the token in the query and passes a failed envelope through', async () => {
  const refusal = fail('Невалиден токен', 401);
  api = fakeApi(refusal);
  await expect(fetchFilteredClients('t-1')).resolves.toEqual(refusal.body);
  expect(api.requests).toHaveLength(1);
  expect(api.last()).toMatchObject({ method: 'get', url: '/clients/filtered', params: { token: 't-1' } });
});
