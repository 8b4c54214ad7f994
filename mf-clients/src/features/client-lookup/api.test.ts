import { requestEnvelope } from '@site/shared/api-client';
import { fetchClientByEmail, fetchFilteredClients } from './api';
import { failEnvelope, makeClient, okEnvelope } from './test-fixtures';

jest.mock('@site/shared/api-client', () => ({ requestEnvelope: jest.fn() }));

const request = jest.mocked(requestEnvelope);

afterEach(() => request.mockReset());

test('by e-mail sends exactly what was typed, token in the query, and returns the envelope', async () => {
  const envelope = okEnvelope(makeClient());
  request.mockResolvedValue(envelope);
  await expect(fetchClientByEmail(' Не е имейл ', 'тайна')).resolves.toBe(envelope);
  expect(request).toHaveBeenCalledWith({
    method: 'GET',
    url: '/clients/by-email',
    params: { email: ' Не е имейл ', token: 'тайна' },
  });
});

test('filtered sends the token in the query and passes a failed envelope through', async () => {
  const envelope = failEnvelope('Невалиден токен');
  request.mockResolvedValue(envelope);
  await expect(fetchFilteredClients('t-1')).resolves.toBe(envelope);
  expect(request).toHaveBeenCalledWith({ method: 'GET', url: '/clients/filtered', params: { token: 't-1' } });
});
