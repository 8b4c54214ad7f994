import { ApiError } from '@site/shared/api-client';
import { makeLead, makeLeadPage as makePage, makePersonalData } from '@site/shared/testing/factories';
import { fakeApiPerTest, ok } from '@site/shared/testing/fake-api';
import { downloadLeadsCsv, eraseClient, fetchLeads, fetchPersonalData, setLeadStatus, withdrawMarketingConsent } from './api';

const fake = fakeApiPerTest();

test('the inbox sends the filters and the cursor as the query, and the token only as a Bearer header', async () => {
  const page = makePage([makeLead()]);
  const api = fake(ok(page));
  await expect(fetchLeads('тайна', { kind: 'vip', q: 'Мария' }, 'c-1')).resolves.toEqual(page);
  const request = api.last();
  expect(request.method).toBe('get');
  expect(request.url).toBe('/leads');
  expect(request.params).toEqual({ kind: 'vip', q: 'Мария', cursor: 'c-1' });
  expect(request.headers.Authorization).toBe('Bearer тайна');
  expect(JSON.stringify(request.params)).not.toContain('тайна');
});

test('the newest page is asked for without a cursor', async () => {
  const api = fake(ok(makePage([])));
  await fetchLeads('t', {}, null);
  expect(api.last().params).toEqual({ cursor: undefined });
});

test('a status change is a PATCH of the status alone', async () => {
  const lead = makeLead({ status: 'contacted' });
  const api = fake(ok(lead));
  await expect(setLeadStatus('t', 101, 'contacted')).resolves.toEqual(lead);
  expect(api.last()).toMatchObject({ method: 'patch', url: '/leads/101/status', data: JSON.stringify({ status: 'contacted' }) });
  expect(api.last().headers.Authorization).toBe('Bearer t');
});

test('the CSV export asks for a Blob with the filters', async () => {
  const file = new Blob(['Номер;Име']);
  const api = fake({ body: file });
  await expect(downloadLeadsCsv('t', { status: 'new' })).resolves.toBe(file);
  expect(api.last()).toMatchObject({ url: '/leads/export.csv', params: { status: 'new' }, responseType: 'blob' });
  expect(api.last().headers.Authorization).toBe('Bearer t');
});

test("a person's data, the withdrawal and the erasure go to the client's own addresses", async () => {
  const api = fake((config) =>
    ok(config.url?.endsWith('/erase') ? { erasedAt: '2025-09-01T08:00:00.000Z' } : config.method === 'post' ? null : makePersonalData()),
  );
  await fetchPersonalData('t', 17);
  expect(api.last()).toMatchObject({ method: 'get', url: '/clients/17/personal-data' });
  await withdrawMarketingConsent('t', 17);
  expect(api.last()).toMatchObject({ method: 'post', url: '/clients/17/marketing-withdrawal' });
  await expect(eraseClient('t', 17)).resolves.toEqual({ erasedAt: '2025-09-01T08:00:00.000Z' });
  expect(api.last()).toMatchObject({ method: 'post', url: '/clients/17/erase' });
  expect(api.requests.every((request) => request.headers.Authorization === 'Bearer t' && !request.params)).toBe(true);
});

test("a refused call throws the server's message", async () => {
  fake({ status: 401, body: { success: false, data: null, message: 'Невалиден токен за достъп' } });
  await expect(fetchPersonalData('грешен', 17)).rejects.toEqual(new ApiError('Невалиден токен за достъп', 401));
});
