// The console as each role sees it (GET /auth/me), and a session whose role requires a second factor not yet
// enrolled: over the shared fake of the network, through the console's route module.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInPerson } from '@site/shared/contracts/auth';
import type { StaffRole } from '@site/shared/contracts/staff';
import { fakeApi, ok, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../expose/admin-console-page';
import { useSessionStore } from '../lib/session-store';
import { consolePageTest, signedInPerson } from '../test/render';

const keep = consolePageTest();

const failure = (status: number, message: string): FakeAnswer => ({ status, body: { success: false, data: null, message } });
const routeOf = (request: FakeRequest) => `${(request.method ?? '').toUpperCase()} ${request.url ?? ''}`;

/** The server: who is signed in, their (empty) sessions and tokens, an empty outbox, releases and team, and the second factor's enrolment. */
function fakeConsole(person: SignedInPerson | FakeAnswer) {
  let me = 'body' in person ? null : person;
  const api = fakeApi((config) => {
    switch (routeOf(config)) {
      case 'GET /auth/me':
        return me ? ok(me) : (person as FakeAnswer);
      case 'GET /outbox':
      case 'GET /releases':
      case 'GET /staff':
      case 'GET /auth/sessions':
      case 'GET /auth/tokens':
        return ok([]);
      case 'GET /staff/policy':
        return ok({ secondFactorRoles: [] });
      case 'GET /staff/shared-token':
        return ok({ role: 'sales', active: true, revokedAt: null });
      case 'POST /auth/totp':
        return ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' });
      case 'POST /auth/totp/confirm':
        me = { ...me!, secondFactor: true, recoveryCodesLeft: 10, mustEnrol: false };
        return ok({ recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
      default:
        throw new Error(`unexpected ${routeOf(config)}`);
    }
  });
  return keep(api);
}

function renderSection(section: string) {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: [`/admin/${section}`] }) };
}

const menu = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Раздели за управление' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const everySection = [
  'Статии',
  'Курсове',
  'Събития',
  'Лектори',
  'Категории',
  'Промоции',
  'Снимки',
  'Писма',
  'Версии',
  'Екип',
  'Дневник',
  'Резервни копия',
  'Профил',
];

test.each<[StaffRole, string, string[]]>([
  ['owner', 'releases', everySection],
  ['editor', 'profile', ['Статии', 'Курсове', 'Събития', 'Лектори', 'Категории', 'Промоции', 'Снимки', 'Профил']],
  ['sales', 'mail', ['Писма', 'Профил']],
  ['team', 'releases', ['Версии', 'Профил']],
])('the menu of a person with the role %s offers only the sections the role may use', async (role, section, sections) => {
  fakeConsole(signedInPerson({ role }));
  renderSection(section);
  await waitFor(async () => expect(await menu()).toEqual(sections));
});

test('a section the role may not use says so, and its data is not asked for', async () => {
  const api = fakeConsole(signedInPerson({ role: 'editor' }));
  renderSection('mail');
  expect(await screen.findByRole('heading', { level: 2, name: 'Разделът не е за вашата роля' })).toBeInTheDocument();
  expect(screen.getByText('С ролята „Редактор“ този раздел не е достъпен. Изберете раздел от менюто или отворете профила си.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Към профила' })).toHaveAttribute('href', '/admin/profile');
  expect(api.requests.map(routeOf)).toEqual(['GET /auth/me']);
});

test('«Екип» is for owners only: an editor is told so, and the team is not asked for', async () => {
  const api = fakeConsole(signedInPerson({ role: 'editor' }));
  renderSection('team');
  expect(await screen.findByRole('heading', { level: 2, name: 'Разделът не е за вашата роля' })).toBeInTheDocument();
  expect(api.requests.map(routeOf)).toEqual(['GET /auth/me']);
});

test('when who is signed in cannot be read, the menu offers every section but the owners’ «Екип», «Дневник» and «Резервни копия» (the server still decides)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeConsole(failure(500, 'Възникна вътрешна грешка. Моля, опитайте отново по-късно.'));
  renderSection('releases');
  await waitFor(async () => expect(await menu()).toEqual(everySection.filter((section) => !['Екип', 'Дневник', 'Резервни копия'].includes(section))));
});

test('a session whose role requires a second factor gets its enrolment instead of the section, until the recovery codes are saved', async () => {
  useSessionStore.setState({ mustEnrol: true });
  const api = fakeConsole(signedInPerson({ role: 'owner', mustEnrol: true }));
  const { user } = renderSection('releases');

  expect(await screen.findByRole('heading', { level: 1, name: 'Включване на втори фактор' })).toBeInTheDocument();
  expect(screen.getByText('Ролята ви изисква втори фактор. Включете го, за да продължите към конзолата.')).toBeInTheDocument();
  expect(await menu()).toEqual(['Профил']);
  expect(screen.queryByRole('heading', { name: 'Версии' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Включване на втори фактор' }));
  await user.type(await screen.findByRole('textbox', { name: 'Код от приложението' }), '123456{Enter}');
  await screen.findByRole('list', { name: 'Резервни кодове' });
  // The server has lifted the requirement; the codes stay until the person says they saved them.
  await waitFor(() => expect(api.requests.filter((request) => request.url === '/auth/me')).toHaveLength(2));
  expect(screen.getByRole('list', { name: 'Резервни кодове' })).toBeInTheDocument();
  expect(api.requests.some((request) => request.url === '/releases')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Запазих кодовете' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Версии на частите на сайта' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(useSessionStore.getState().mustEnrol).toBe(false);
  await waitFor(() => expect(api.requests.some((request) => request.url === '/releases')).toBe(true));
  expect(await menu()).toEqual(everySection);
});
