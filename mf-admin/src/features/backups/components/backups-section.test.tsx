// «Резервни копия» as the shell mounts it (/admin/backups): the newest checked backup and its age, the next one,
// a warning when the newest checked one is older than 36 hours, a failure, the list, and «Направи копие сега».
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backup, BackupOverview } from '@site/shared/contracts/backups';
import { fakeApi, ok, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../../../expose/admin-console-page';
import { consolePageTest, signedInPerson } from '../../../test/render';
import { ageOf } from './backups-section';

const keep = consolePageTest();
const HOUR = 3_600_000;

const backup = (hoursAgo: number, extra: Partial<Backup> = {}): Backup => ({
  name: `daily-${hoursAgo}.backup`,
  kind: 'daily',
  takenAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  size: 4_536_000,
  sha256: 'ab'.repeat(32),
  encrypted: true,
  migration: '0019_audit_token_name',
  rows: { clients: 20, courses: 10 },
  check: 'checked',
  checkedAt: null,
  checkMessage: null,
  ...extra,
});

function fakeServer(overview: () => BackupOverview) {
  const api = fakeApi((config: FakeRequest) => {
    const route = `${(config.method ?? '').toUpperCase()} ${config.url ?? ''}`;
    if (route === 'GET /auth/me') return ok(signedInPerson());
    if (route === 'GET /backups') return ok(overview());
    if (route === 'POST /backups') return ok(backup(0, { kind: 'manual', check: 'unchecked', name: 'manual-now.backup' }), 'Резервното копие е готово.');
    throw new Error(`unexpected ${route}`);
  });
  return keep(api);
}

const open = () => renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: ['/admin/backups'] });

test('shows the newest checked backup and its age, the next one, and each backup with its check and file', async () => {
  const failedCheck = backup(30, { name: 'daily-30.backup', check: 'failed', checkMessage: 'table clients: 19 rows restored, the manifest says 20' });
  fakeServer(() => ({ backups: [backup(6), failedCheck], nextAt: new Date(Date.now() + 18 * HOUR).toISOString(), lastFailure: null }));
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Резервни копия' })).toBeInTheDocument();
  expect(await screen.findByText(/^Последно проверено копие: .* \(преди 6 часа\)\.$/)).toBeInTheDocument();
  expect(screen.getByText(/^Следващо копие по график: /)).toBeInTheDocument();
  expect(screen.queryByText(/^Внимание/)).not.toBeInTheDocument();
  const [header, ...rows] = within(screen.getByRole('table', { name: 'Резервни копия, най-новите първи' })).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Направено', 'Вид', 'Размер', 'Редове', 'Проверка', 'Файл']);
  expect(cellTexts(rows[0]!)).toEqual(['по график', '4,5 MB, шифровано', '30', 'проверено', 'Изтегляне']);
  expect(cellTexts(rows[1]!)[3]).toBe('неуспешна проверка: table clients: 19 rows restored, the manifest says 20');
  expect(within(rows[0]!).getByRole('link', { name: 'Изтегляне' })).toHaveAttribute('href', '/api/backups/daily-6.backup');
});

test('warns when the newest checked backup is older than 36 hours, and says what failed last', async () => {
  const failedAt = new Date(Date.now() - 2 * HOUR).toISOString();
  fakeServer(() => ({
    backups: [backup(40)],
    nextAt: new Date(Date.now() + HOUR).toISOString(),
    lastFailure: { at: failedAt, message: 'ENOSPC: no space left on device' },
  }));
  open();
  expect(await screen.findByText('Внимание: последното проверено копие е на повече от 36 часа. Проверете сървъра и дневника му.')).toBeInTheDocument();
  expect(screen.getByText(/^Последен неуспех: .*: ENOSPC: no space left on device$/)).toBeInTheDocument();
  expect(ageOf(new Date(Date.now() - 50 * HOUR).toISOString(), Date.now())).toBe('преди 2 дни');
});

test('a first backup whose check is still running is said as such, not warned about as an old check', async () => {
  fakeServer(() => ({ backups: [backup(0, { check: 'unchecked' })], nextAt: new Date(Date.now() + 20 * HOUR).toISOString(), lastFailure: null }));
  open();
  expect(await screen.findByText('Все още няма проверено резервно копие.')).toBeInTheDocument();
  expect(screen.queryByText(/^Внимание/)).not.toBeInTheDocument();
});

test('«Направи копие сега» takes one and lists it; without BACKUP_DIR it says none are scheduled', async () => {
  let backups: Backup[] = [];
  const api = fakeServer(() => ({ backups, nextAt: null, lastFailure: null }));
  const user = userEvent.setup({ delay: null });
  open();
  expect(await screen.findByText('Копия по график не се правят: задайте BACKUP_DIR на сървъра (вижте ръководството за работа).')).toBeInTheDocument();
  expect(screen.getByText('Все още няма резервни копия.')).toBeInTheDocument();
  backups = [backup(0, { kind: 'manual', check: 'unchecked', name: 'manual-now.backup' })];
  await user.click(screen.getByRole('button', { name: 'Направи копие сега' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Резервното копие е готово.');
  expect(api.requests.filter((request) => request.method === 'post').map((request) => request.url)).toEqual(['/backups']);
  const rows = within(await screen.findByRole('table', { name: 'Резервни копия, най-новите първи' })).getAllByRole('row');
  expect(cellTexts(rows[1]!)[0]).toBe('ръчно');
});
