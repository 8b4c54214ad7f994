// «Профил» as the shell mounts it (/admin/profile: the console's loader, header and section), over the shared fake
// of the network: GET /auth/me, the second factor's enrolment, the sessions and the personal tokens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Passkey, PersonalToken, SignedInPerson, StaffSession } from '@site/shared/contracts/auth';
import { fakeApi, ok, type FakeAnswer, type FakeRequest } from '@site/shared/testing/fake-api';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as consoleRoute from '../../../expose/admin-console-page';
import { consolePageTest, signedInPerson } from '../../../test/render';

const keep = consolePageTest();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = [
  'a1b2c-d3e4f',
  'b1b2c-d3e4f',
  'c1b2c-d3e4f',
  'd1b2c-d3e4f',
  'e1b2c-d3e4f',
  'f1b2c-d3e4f',
  '01b2c-d3e4f',
  '11b2c-d3e4f',
  '21b2c-d3e4f',
  '31b2c-d3e4f',
];
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

const failure = (status: number, message: string, data: unknown = null): FakeAnswer => ({ status, body: { success: false, data, message } });
const bodyOf = (request: FakeRequest) => JSON.parse(String(request.data)) as unknown;

/** The server of one person's own account, which changes as the person acts. */
function fakeAccount(person: SignedInPerson = signedInPerson({ name: 'Мария Петрова', email: 'maria@example.bg', role: 'editor' })) {
  const state = {
    person,
    sessions: [
      { id: 3, createdAt: '2026-08-05T09:30:00.000Z', lastUsedAt: '2026-08-05T11:00:00.000Z', address: '203.0.113.7', browser: CHROME, current: true },
      { id: 2, createdAt: '2026-08-01T06:00:00.000Z', lastUsedAt: '2026-08-02T07:15:00.000Z', address: null, browser: null, current: false },
    ] as StaffSession[],
    tokens: [
      { id: 9, name: 'CI на каталога', createdAt: '2026-07-01T08:00:00.000Z', expiresAt: '2026-09-29T08:00:00.000Z', lastUsedAt: null },
    ] as PersonalToken[],
    passkeys: [] as Passkey[],
  };
  const api = fakeApi((config) => {
    const route = `${(config.method ?? '').toUpperCase()} ${config.url ?? ''}`;
    switch (route) {
      case 'GET /auth/me':
        return ok(state.person);
      case 'GET /auth/sessions':
        return ok(state.sessions);
      case 'GET /auth/tokens':
        return ok(state.tokens);
      case 'GET /auth/passkeys':
        return ok(state.passkeys);
      case 'POST /auth/totp':
        return ok({ secret: SECRET, uri: `otpauth://totp/Biznes:maria%40example.bg?secret=${SECRET}&issuer=Biznes` });
      case 'POST /auth/totp/confirm': {
        if ((bodyOf(config) as { code: string }).code !== '654321') return failure(400, 'Грешен или вече използван код', { field: 'code' });
        state.person = { ...state.person, secondFactor: true, totp: true, recoveryCodesLeft: 10, mustEnrol: false };
        return ok({ recoveryCodes: RECOVERY_CODES }, 'Вторият фактор е включен. Запазете резервните кодове: показват се само сега.');
      }
      case 'DELETE /auth/sessions/2':
        state.sessions = state.sessions.filter((session) => session.id !== 2);
        return ok(null, 'Сесията е прекратена');
      case 'POST /auth/tokens': {
        const { name, expiresInDays } = bodyOf(config) as { name: string; expiresInDays: number };
        const personalToken = { id: 10, name, createdAt: '2026-08-05T12:00:00.000Z', expiresAt: '2026-09-04T12:00:00.000Z', lastUsedAt: null };
        state.tokens = [personalToken, ...state.tokens];
        return { status: 201, body: { success: true, data: { token: `bapt_${expiresInDays}-days-secret`, personalToken }, message: 'Ключът е създаден.' } };
      }
      case 'DELETE /auth/tokens/9':
        state.tokens = state.tokens.filter((token) => token.id !== 9);
        return ok(null, 'Ключът е отменен');
      default:
        throw new Error(`unexpected ${route}`);
    }
  });
  return keep(api);
}

function renderProfile() {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRouteModule(consoleRoute, { path: '/admin/:section', initialEntries: ['/admin/profile'] }) };
}

const section = (name: string) => screen.findByRole('region', { name });
const sent = (api: ReturnType<typeof fakeApi>, route: string) => api.requests.filter((request) => `${request.method?.toUpperCase()} ${request.url}` === route);

test('shows who is signed in: name, e-mail and role, under «Профил», which the menu marks', async () => {
  const api = fakeAccount();
  renderProfile();
  expect(await screen.findByRole('heading', { level: 1, name: 'Профил' })).toBeInTheDocument();
  const facts = await section('Вашите данни');
  expect(
    within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Име', 'Имейл', 'Роля']);
  expect(
    within(facts)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['Мария Петрова', 'maria@example.bg', 'Редактор']);
  expect(screen.getByRole('link', { name: 'Профил' })).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Профил | Бизнес Академия');
  expect(api.requests.every((request) => request.headers.Authorization === undefined)).toBe(true);
});

test('turns the second factor on: the secret grouped for typing and as a link for the app, a code, then the ten recovery codes once', async () => {
  // The shared client logs every failed call (the spec); the wrong code here is on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = fakeAccount();
  const { user } = renderProfile();
  const factor = await section('Втори фактор');
  expect(within(factor).getByText('Вторият фактор не е включен.')).toBeInTheDocument();
  await user.click(within(factor).getByRole('button', { name: 'Включване на втори фактор' }));

  const heading = await within(factor).findByRole('heading', { level: 3, name: 'Включване на втори фактор' });
  expect(heading).toHaveFocus();
  expect(within(factor).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  expect(within(factor).getByRole('link', { name: 'Отваряне в приложението' })).toHaveAttribute('href', expect.stringMatching(/^otpauth:\/\/totp\//));
  const code = within(factor).getByRole('textbox', { name: 'Код от приложението' });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  // Nothing typed: said beside the field, nothing sent.
  await user.click(within(factor).getByRole('button', { name: 'Потвърждаване' }));
  expect(code).toHaveAccessibleDescription(expect.stringContaining('Въведете кода от приложението'));
  expect(code).toHaveFocus();
  expect(sent(api, 'POST /auth/totp/confirm')).toHaveLength(0);

  // A wrong code: the server's message beside the field, which keeps focus.
  await user.type(code, '111111{Enter}');
  await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Грешен или вече използван код')));
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(code).toHaveFocus();

  await user.clear(code);
  await user.type(code, '654321{Enter}');
  const codesHeading = await within(factor).findByRole('heading', { level: 3, name: 'Резервни кодове' });
  await waitFor(() => expect(codesHeading).toHaveFocus());
  expect(within(factor).getByText('Вторият фактор е включен. Запазете резервните кодове: показват се само сега.')).toHaveAttribute('role', 'status');
  const list = within(factor).getByRole('list', { name: 'Резервни кодове' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(RECOVERY_CODES);
  expect(bodyOf(sent(api, 'POST /auth/totp/confirm').at(-1)!)).toEqual({ code: '654321' });

  await user.click(within(factor).getByRole('button', { name: 'Копиране' }));
  expect(await within(factor).findByText('Копирано')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(RECOVERY_CODES.join('\n'));

  await user.click(within(factor).getByRole('button', { name: 'Запазих кодовете' }));
  expect(within(factor).queryByRole('list', { name: 'Резервни кодове' })).not.toBeInTheDocument();
  expect(within(factor).getByText('Вторият фактор е включен.')).toBeInTheDocument();
  expect(within(factor).getByText(/Остават 10 неизползвани резервни кода\./)).toBeInTheDocument();
  expect(within(factor).getByRole('heading', { level: 2, name: 'Втори фактор' })).toHaveFocus();
});

test('with the second factor on, says so and how many recovery codes are left', async () => {
  fakeAccount(signedInPerson({ secondFactor: true, totp: true, recoveryCodesLeft: 1 }));
  renderProfile();
  const factor = await section('Втори фактор');
  expect(within(factor).getByText(/Остава 1 неизползван резервен код\./)).toBeInTheDocument();
  expect(within(factor).getByText('Приложението за удостоверяване е включено.')).toBeInTheDocument();
  expect(within(factor).queryByRole('button', { name: 'Включване на втори фактор' })).not.toBeInTheDocument();
  // A passkey can be added beside the app.
  expect(within(factor).getByRole('button', { name: 'Добавяне на ключ за достъп' })).toBeInTheDocument();
  expect(await within(factor).findByText('Нямате добавени ключове за достъп.')).toBeInTheDocument();
});

test('lists the sessions with this one marked, and ends another', async () => {
  const api = fakeAccount();
  const { user } = renderProfile();
  const sessions = await section('Сесии');
  const table = within(sessions).getByRole('table', { name: 'Вашите сесии, последно използваните първи' });
  const [header, current, other] = within(table).getAllByRole('row');
  expect(cellTexts(header!, 'columnheader')).toEqual(['Начало', 'Последно използвана', 'Адрес', 'Браузър', 'Действие']);
  expect(within(current!).getByRole('rowheader')).toHaveTextContent('05.08.2026 г., 12:30');
  expect(cellTexts(current!)).toEqual(['05.08.2026 г., 14:00', '203.0.113.7', 'Chrome, Windows', 'Тази сесия']);
  expect(cellTexts(other!)).toEqual(['02.08.2026 г., 10:15', 'няма данни', 'няма данни', 'Прекратяване']);
  expect(within(current!).queryByRole('button')).not.toBeInTheDocument();

  const end = within(other!).getByRole('button', { name: 'Прекратяване' });
  expect(end).toHaveAccessibleDescription('01.08.2026 г., 09:00');
  await user.click(end);
  expect(await screen.findByText('Сесията е прекратена')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(sent(api, 'DELETE /auth/sessions/2')).toHaveLength(1);
});

test('creates a personal token for 30 days unless told otherwise, shows it once with «Копиране», and revokes one', async () => {
  const api = fakeAccount();
  const { user } = renderProfile();
  const tokens = await section('Лични ключове');
  const table = within(tokens).getByRole('table', { name: 'Вашите лични ключове, най-новите първи' });
  expect(cellTexts(within(table).getAllByRole('row')[1]!)).toEqual(['01.07.2026 г., 11:00', '29.09.2026 г., 11:00', 'още не е използван', 'Отменяне']);

  const days = within(tokens).getByRole('spinbutton', { name: 'Валиден дни' });
  expect(days).toHaveValue(30);
  await user.click(within(tokens).getByRole('button', { name: 'Създаване на ключ' }));
  const name = within(tokens).getByRole('textbox', { name: 'Име на ключа' });
  expect(name).toHaveAccessibleDescription(expect.stringContaining('Въведете име на ключа'));
  expect(name).toHaveFocus();
  await user.clear(days);
  await user.type(days, '91');
  await user.type(name, 'Скрипт за отчети');
  await user.click(within(tokens).getByRole('button', { name: 'Създаване на ключ' }));
  expect(days).toHaveAccessibleDescription(expect.stringContaining('Въведете цяло число дни от 1 до 90'));
  expect(days).toHaveFocus();
  expect(sent(api, 'POST /auth/tokens')).toHaveLength(0);

  await user.clear(days);
  await user.type(days, '30');
  await user.click(within(tokens).getByRole('button', { name: 'Създаване на ключ' }));
  const shown = await within(tokens).findByRole('heading', { level: 3, name: 'Новият ключ „Скрипт за отчети“' });
  await waitFor(() => expect(shown).toHaveFocus());
  expect(within(tokens).getByText('bapt_30-days-secret')).toBeInTheDocument();
  expect(within(tokens).getByText('Копирайте го сега: няма да бъде показан отново.')).toBeInTheDocument();
  expect(bodyOf(sent(api, 'POST /auth/tokens')[0]!)).toEqual({ name: 'Скрипт за отчети', expiresInDays: 30 });
  await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Скрипт за отчети' })).toBeInTheDocument());
  expect(name).toHaveValue('');

  const old = within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: 'CI на каталога' }))!;
  await user.click(within(old).getByRole('button', { name: 'Отменяне' }));
  expect(await screen.findByText('Ключът е отменен')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'CI на каталога' })).not.toBeInTheDocument());
});
