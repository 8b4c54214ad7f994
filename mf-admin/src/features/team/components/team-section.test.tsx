// «Екип» as the shell mounts it (/admin/team: the console's loader, header and section), over the shared fake of
// the network: the people, the invitation, each person's actions, the second-factor policy and the shared token.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SharedToken, StaffPerson, StaffPolicy } from '@site/shared/contracts/staff';
import { fakeApi, ok, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../../../expose/admin-console-page';
import { consolePageTest, signedInPerson } from '../../../test/render';

const keep = consolePageTest();

const person = (id: number, extra: Partial<StaffPerson>): StaffPerson => ({
  id,
  email: `person${id}@example.bg`,
  name: `Човек ${id}`,
  role: 'editor',
  status: 'active',
  remotes: [],
  createdAt: '2026-07-01T08:00:00.000Z',
  lastSignInAt: null,
  secondFactor: false,
  ...extra,
});

const owner = person(1, {
  name: 'Елена Собственикова',
  email: 'elena@example.bg',
  role: 'owner',
  lastSignInAt: '2026-08-05T09:30:00.000Z',
  secondFactor: true,
});
const editor = person(2, { name: 'Рада Редакторова', email: 'rada@example.bg', lastSignInAt: '2026-08-04T06:00:00.000Z' });
const team = person(3, { name: 'Тодор Екипов', email: 'todor@example.bg', role: 'team', remotes: ['catalog', 'admin'], status: 'disabled' });
const invited = person(4, { name: 'Петя Продажбова', email: 'petya@example.bg', role: 'sales', status: 'invited' });

const failure = (status: number, message: string, data: unknown = null): FakeAnswer => ({ status, body: { success: false, data, message } });
const routeOf = (request: FakeRequest) => `${(request.method ?? '').toUpperCase()} ${request.url ?? ''}`;
const bodyOf = (request: FakeRequest) => JSON.parse(String(request.data)) as unknown;

/** The server of the team, which changes as the owner acts; `refuse` answers a request before it. */
function fakeTeam(refuse: (config: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  const state = {
    people: [owner, editor, team, invited],
    policy: { secondFactorRoles: ['owner'] } as StaffPolicy,
    sharedToken: { role: 'sales', active: true, revokedAt: null } as SharedToken,
  };
  const update = (id: number, change: Partial<StaffPerson>) => {
    state.people = state.people.map((each) => (each.id === id ? { ...each, ...change } : each));
    return state.people.find((each) => each.id === id)!;
  };
  const api = fakeApi((config) => {
    const refused = refuse(config);
    if (refused) return refused;
    const route = routeOf(config);
    const id = Number(/^\/staff\/(\d+)/.exec(config.url ?? '')?.[1]);
    if (route === 'GET /auth/me') return ok(signedInPerson());
    if (route === 'GET /staff') return ok(state.people);
    if (route === 'GET /staff/policy') return ok(state.policy);
    if (route === 'GET /staff/shared-token') return ok(state.sharedToken);
    if (route === 'POST /staff') {
      const invitation = bodyOf(config) as Pick<StaffPerson, 'email' | 'name' | 'role'> & { remotes?: StaffPerson['remotes'] };
      if (state.people.some((each) => each.email === invitation.email)) return failure(409, 'Вече има човек от екипа с този имейл', { field: 'email' });
      const created = person(5, { ...invitation, remotes: invitation.remotes ?? [], status: 'invited' });
      state.people = [...state.people, created];
      return { status: 201, body: { success: true, data: created, message: 'Поканата е изпратена' } };
    }
    if (route === `PATCH /staff/${id}`) return ok(update(id, bodyOf(config) as Partial<StaffPerson>), 'Промените са запазени');
    if (route === `POST /staff/${id}/sign-out`) return ok(null);
    if (route === `DELETE /staff/${id}/second-factor`) {
      update(id, { secondFactor: false });
      return ok(null);
    }
    if (route === 'PUT /staff/policy') {
      state.policy = bodyOf(config) as StaffPolicy;
      return ok(state.policy);
    }
    if (route === 'DELETE /staff/shared-token') {
      state.sharedToken = { role: 'sales', active: false, revokedAt: '2026-08-06T08:00:00.000Z' };
      return ok(state.sharedToken);
    }
    throw new Error(`unexpected ${route}`);
  });
  return keep(api);
}

function renderTeam() {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: ['/admin/team'] }) };
}

const peopleTable = () => screen.findByRole('table', { name: 'Хората в екипа, по реда на добавяне' });
const rowOf = (name: string) => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const sent = (api: ReturnType<typeof fakeApi>, route: string) => api.requests.filter((request) => routeOf(request) === route);

test('lists the people with e-mail, role, a team’s remotes, status, last sign-in and second factor', async () => {
  const api = fakeTeam();
  renderTeam();
  expect(await screen.findByRole('heading', { level: 1, name: 'Екип и достъп' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Екип' })).toHaveAttribute('aria-current', 'page');
  const [header, ...rows] = within(await peopleTable()).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Име', 'Имейл', 'Роля', 'Ремоути', 'Състояние', 'Последен вход', 'Втори фактор', 'Действия']);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'Елена Собственикова',
    'Рада Редакторова',
    'Тодор Екипов',
    'Петя Продажбова',
  ]);
  expect(rows.map((row) => cellTexts(row).slice(0, 6))).toEqual([
    ['elena@example.bg', 'Собственик', '—', 'Активен', '05.08.2026 г., 12:30', 'Да'],
    ['rada@example.bg', 'Редактор', '—', 'Активен', '04.08.2026 г., 09:00', 'Не'],
    ['todor@example.bg', 'Екип на ремоут', 'Каталог, Конзола', 'Спрян', 'още не е влизал', 'Не'],
    ['petya@example.bg', 'Продажби', '—', 'Поканен', 'още не е влизал', 'Не'],
  ]);
  // What can be done depends on the person: only an active one is disabled, a disabled one activated, a factor reset where there is one.
  const buttons = (name: string) =>
    within(rowOf(name))
      .getAllByRole('button')
      .map((button) => button.textContent);
  expect(buttons('Елена Собственикова')).toEqual(['Смяна на ролята', 'Спиране', 'Прекратяване на сесиите', 'Нулиране на втория фактор']);
  expect(buttons('Тодор Екипов')).toEqual(['Смяна на ролята', 'Активиране', 'Прекратяване на сесиите']);
  expect(buttons('Петя Продажбова')).toEqual(['Смяна на ролята', 'Прекратяване на сесиите']);
  expect(within(rowOf('Рада Редакторова')).getByRole('button', { name: 'Спиране' })).toHaveAccessibleDescription('Рада Редакторова');
  expect(sent(api, 'GET /staff')[0]!.headers.Authorization).toBeUndefined();
});

test('invites a person: checks the fields first, asks a team for its remotes, and says whom the invitation went to', async () => {
  const api = fakeTeam();
  const { user } = renderTeam();
  await peopleTable();
  const form = screen.getByRole('region', { name: 'Покана' });
  const email = within(form).getByRole('textbox', { name: 'Имейл' });

  await user.click(within(form).getByRole('button', { name: 'Изпращане на покана' }));
  expect(email).toHaveAccessibleDescription('Имейлът е задължителен');
  expect(email).toHaveFocus();
  expect(within(form).getByRole('textbox', { name: 'Име' })).toHaveAccessibleDescription('Въведете името на човека');

  await user.type(email, 'nov@example.bg');
  await user.type(within(form).getByRole('textbox', { name: 'Име' }), 'Никола Нов');
  expect(within(form).queryByRole('group', { name: 'Ремоути, които екипът може да пуска' })).not.toBeInTheDocument();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Роля' }), 'Екип на ремоут');
  const remotes = within(form).getByRole('group', { name: 'Ремоути, които екипът може да пуска' });
  expect(within(remotes).getAllByRole('checkbox')).toEqual(
    ['Каталог', 'Статии', 'Конзола', 'Клиенти'].map((name) => within(remotes).getByRole('checkbox', { name })),
  );
  await user.click(within(form).getByRole('button', { name: 'Изпращане на покана' }));
  expect(remotes).toHaveAccessibleDescription('Изберете поне един ремоут, който екипът може да пуска');
  expect(within(remotes).getByRole('checkbox', { name: 'Каталог' })).toHaveFocus();
  expect(sent(api, 'POST /staff')).toHaveLength(0);

  await user.click(within(remotes).getByRole('checkbox', { name: 'Клиенти' }));
  await user.click(within(remotes).getByRole('checkbox', { name: 'Статии' }));
  await user.click(within(form).getByRole('button', { name: 'Изпращане на покана' }));
  expect(await screen.findByText('Поканата е изпратена до nov@example.bg')).toHaveAttribute('role', 'status');
  expect(bodyOf(sent(api, 'POST /staff')[0]!)).toEqual({ email: 'nov@example.bg', name: 'Никола Нов', role: 'team', remotes: ['articles', 'clients'] });
  await waitFor(() => expect(rowOf('Никола Нов')).toBeInTheDocument());
  expect(email).toHaveValue('');
});

test("an e-mail that is a person's already: the server's message beside the field", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeTeam();
  const { user } = renderTeam();
  await peopleTable();
  const form = screen.getByRole('region', { name: 'Покана' });
  await user.type(within(form).getByRole('textbox', { name: 'Имейл' }), 'rada@example.bg');
  await user.type(within(form).getByRole('textbox', { name: 'Име' }), 'Рада Втора');
  await user.click(within(form).getByRole('button', { name: 'Изпращане на покана' }));
  const email = within(form).getByRole('textbox', { name: 'Имейл' });
  await waitFor(() => expect(email).toHaveAccessibleDescription('Вече има човек от екипа с този имейл'));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
});

test('changes a role in a dialog; a refusal (the last owner) is said in the dialog', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = fakeTeam((config) =>
    routeOf(config) === 'PATCH /staff/1' ? failure(409, 'В екипа трябва да остане поне един активен собственик', { field: 'role' }) : undefined,
  );
  const { user } = renderTeam();
  await peopleTable();

  await user.click(within(rowOf('Елена Собственикова')).getByRole('button', { name: 'Смяна на ролята' }));
  let dialog = screen.getByRole('dialog', { name: 'Роля на Елена Собственикова' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Роля' }), 'Редактор');
  await user.click(within(dialog).getByRole('button', { name: 'Запазване' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('В екипа трябва да остане поне един активен собственик');
  await user.click(within(dialog).getByRole('button', { name: 'Отказ' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(rowOf('Елена Собственикова')).getByRole('button', { name: 'Смяна на ролята' })).toHaveFocus();

  await user.click(within(rowOf('Рада Редакторова')).getByRole('button', { name: 'Смяна на ролята' }));
  dialog = screen.getByRole('dialog', { name: 'Роля на Рада Редакторова' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Роля' }), 'Продажби');
  await user.click(within(dialog).getByRole('button', { name: 'Запазване' }));
  expect(await screen.findByText('Промените са запазени')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bodyOf(sent(api, 'PATCH /staff/2')[0]!)).toEqual({ role: 'sales' });
  await waitFor(() => expect(cellTexts(rowOf('Рада Редакторова'))[1]).toBe('Продажби'));
});

test.each([
  ['Рада Редакторова', 'Спиране', 'Спиране на Рада Редакторова', 'PATCH /staff/2', 'Човекът е спрян: сесиите и ключовете му са прекратени'],
  [
    'Рада Редакторова',
    'Прекратяване на сесиите',
    'Прекратяване на сесиите на Рада Редакторова',
    'POST /staff/2/sign-out',
    'Всички сесии и ключове на човека са прекратени',
  ],
  [
    'Елена Собственикова',
    'Нулиране на втория фактор',
    'Нулиране на втория фактор на Елена Собственикова',
    'DELETE /staff/1/second-factor',
    'Вторият фактор е нулиран: човекът ще го включи отново при следващия вход',
  ],
])('%s: «%s» asks first in a dialog; «Отказ» changes nothing, the confirmation does it', async (name, action, title, route, done) => {
  const api = fakeTeam();
  const { user } = renderTeam();
  await peopleTable();
  await user.click(within(rowOf(name)).getByRole('button', { name: action }));
  const dialog = screen.getByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Отказ' }));
  expect(sent(api, route)).toHaveLength(0);

  await user.click(within(rowOf(name)).getByRole('button', { name: action }));
  await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: action }));
  expect(await screen.findByText(done)).toHaveAttribute('role', 'status');
  expect(sent(api, route)).toHaveLength(1);
});

test('activates a disabled person at once', async () => {
  const api = fakeTeam();
  const { user } = renderTeam();
  await peopleTable();
  await user.click(within(rowOf('Тодор Екипов')).getByRole('button', { name: 'Активиране' }));
  expect(await screen.findByText('Човекът е активен и може да влиза отново')).toHaveAttribute('role', 'status');
  expect(bodyOf(sent(api, 'PATCH /staff/3')[0]!)).toEqual({ status: 'active' });
  await waitFor(() => expect(cellTexts(rowOf('Тодор Екипов'))[3]).toBe('Активен'));
});

test('saves the roles that must use a second factor', async () => {
  const api = fakeTeam();
  const { user } = renderTeam();
  const policy = await screen.findByRole('region', { name: 'Втори фактор по роли' });
  const group = await within(policy).findByRole('group', { name: 'Изисква втори фактор' });
  expect(within(group).getByRole('checkbox', { name: 'Собственик' })).toBeChecked();
  expect(within(group).getByRole('checkbox', { name: 'Продажби' })).not.toBeChecked();
  await user.click(within(group).getByRole('checkbox', { name: 'Продажби' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Редактор' }));
  await user.click(within(policy).getByRole('button', { name: 'Запазване на правилата' }));
  expect(await screen.findByText('Правилата за втори фактор са запазени: важат от следващия вход')).toHaveAttribute('role', 'status');
  expect(bodyOf(sent(api, 'PUT /staff/policy')[0]!)).toEqual({ secondFactorRoles: ['owner', 'editor', 'sales'] });
});

test('revokes the shared token once confirmed, and then lists it as revoked', async () => {
  const api = fakeTeam();
  const { user } = renderTeam();
  const table = await screen.findByRole('table', { name: 'Общият ключ за достъп' });
  const [header, row] = within(table).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Ключ', 'Роля', 'Състояние', 'Действие']);
  expect(within(row!).getByRole('rowheader')).toHaveTextContent('CLIENTS_TOKEN');
  expect(cellTexts(row!)).toEqual(['Продажби', 'Действащ', 'Отменяне']);

  await user.click(within(row!).getByRole('button', { name: 'Отменяне' }));
  const dialog = screen.getByRole('dialog', { name: 'Отменяне на общия ключ' });
  await user.click(within(dialog).getByRole('button', { name: 'Отменяне' }));
  expect(await screen.findByText('Общият ключ е отменен: вече не се приема')).toHaveAttribute('role', 'status');
  expect(sent(api, 'DELETE /staff/shared-token')).toHaveLength(1);
  await waitFor(() => expect(cellTexts(within(table).getAllByRole('row')[1]!)).toEqual(['Продажби', 'Отменен на 06.08.2026 г., 11:00', '']));
});
