// «Дневник» as the shell mounts it (/admin/audit): the events newest first, a search by person and date, the older
// page, the CSV link with the same filters, and the empty result.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventAnswer } from '@site/shared/contracts/audit';
import type { StaffPerson } from '@site/shared/contracts/staff';
import { fakeApi, ok, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../../../expose/admin-console-page';
import { consolePageTest, signedInPerson } from '../../../test/render';

const keep = consolePageTest();

const event = (id: number, extra: Partial<AuditEventAnswer> = {}): AuditEventAnswer => ({
  id,
  at: '2026-08-05T09:30:00.000Z',
  personId: 7,
  personName: 'Петя Продажбова',
  credential: 'session',
  tokenId: null,
  tokenName: null,
  address: '203.0.113.7',
  browser: 'Firefox',
  action: 'GET /api/clients/:id',
  subjectKind: 'clients',
  subjectId: '17',
  outcome: 'ok',
  ...extra,
});
const petya = { id: 7, name: 'Петя Продажбова' } as StaffPerson;

function fakeLog() {
  const api = fakeApi((config: FakeRequest) => {
    const route = `${(config.method ?? '').toUpperCase()} ${config.url ?? ''}`;
    const params = (config.params ?? {}) as Record<string, unknown>;
    if (route === 'GET /auth/me') return ok(signedInPerson());
    if (route === 'GET /staff') return ok([petya]);
    if (route === 'GET /audit') {
      if (params['to'] === '2000-01-01') return ok({ events: [], nextBefore: null });
      if (params['before'] === 100)
        return ok({ events: [event(99, { action: 'sign-in', subjectKind: null, subjectId: null, outcome: 'refused' })], nextBefore: null });
      return ok({
        events: [
          event(101),
          event(100, {
            action: 'GET /api/leads/export.csv',
            subjectKind: 'leads',
            subjectId: null,
            credential: 'personal-token',
            tokenId: 3,
            tokenName: 'Отчети',
          }),
        ],
        nextBefore: 100,
      });
    }
    throw new Error(`unexpected ${route}`);
  });
  return keep(api);
}

const auditRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.url === '/audit').map((request) => request.params as unknown);

test('shows the events newest first, the older page on request, and searches by person and date', async () => {
  const api = fakeLog();
  const user = userEvent.setup({ delay: null });
  renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: ['/admin/audit'] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Дневник на действията' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Събития в дневника, най-новите първи' });
  const [header, ...rows] = within(table).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Време', 'Служител', 'С какво', 'Действие', 'Обект', 'Изход', 'Адрес']);
  expect(cellTexts(rows[0]!)).toEqual(['05.08.2026 г., 12:30', 'Петя Продажбова', 'сесия', 'GET /api/clients/:id', 'clients №17', 'изпълнено', '203.0.113.7']);
  // A personal token is named as it was when used.
  expect(cellTexts(rows[1]!)[2]).toBe('личен ключ «Отчети»');
  await user.click(screen.getByRole('button', { name: 'По-стари събития' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  expect(screen.queryByRole('button', { name: 'По-стари събития' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Служител'), 'Петя Продажбова');
  await user.type(screen.getByLabelText('До дата'), '2000-01-01');
  await user.click(screen.getByRole('button', { name: 'Търсене' }));
  expect(await screen.findByText('Няма събития, които да отговарят на търсенето.')).toBeInTheDocument();
  expect(auditRequests(api).at(-1)).toEqual({ personId: 7, to: '2000-01-01' });
  expect(screen.getByRole('link', { name: 'Изтегляне (CSV)' })).toHaveAttribute('href', '/api/audit/export.csv?personId=7&to=2000-01-01');
});
