import { makeClient } from '@site/shared/testing/factories';
import { fail, fakeApiPerTest, ok } from '@site/shared/testing/fake-api';
import { fetchClientByEmail, fetchFilteredClients } from './api';

const fake = fakeApiPerTest();

test('by e-mail sends exactly what was typed, token in the query, and returns the envelope', async () => {
  const envelope = ok(makeClient()).body;
  const api = fake({ body: envelope });
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
  const api = fake(refusal);
  await expect(fetchFilteredClients('t-1')).resolves.toEqual(refusal.body);
  expect(api.requests).toHaveLength(1);
  expect(api.last()).toMatchObject({ method: 'get', url: '/clients/filtered', params: { token: 't-1' } });
});
