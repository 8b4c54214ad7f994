import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeConsent, makeLead, makePersonalData } from '@site/shared/testing/factories';
import { byRoute, fail, fakeApi, inTurn, networkError, ok, reply, type Answer, type FakeRequest } from '@site/shared/testing/fake-api';
import { readBlob } from '@site/shared/testing/read-blob';
import { cellTexts } from '@site/shared/testing/cell-texts';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as cardRoute from '../../../expose/client-card-page';
import { saveFile } from '../../../lib/save-file';
import { useClientsTokenStore } from '../../../lib/token-store';
import { resetTokenMemory } from '../../../test/token-memory';

jest.mock('../../../lib/save-file');

/** What the fake server answers on each address the card calls; a test sets the ones it needs. */
let answers: Record<'data' | 'withdraw' | 'erase', Answer>;
let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetTokenMemory();
  answers = { data: fail('no answer set', 599), withdraw: fail('no answer set', 599), erase: fail('no answer set', 599) };
  api = fakeApi(
    byRoute({
      'GET /clients/17/personal-data': (config) => reply(answers.data, config),
      'GET /clients/999/personal-data': (config) => reply(answers.data, config),
      'POST /clients/17/marketing-withdrawal': (config) => reply(answers.withdraw, config),
      'POST /clients/17/erase': (config) => reply(answers.erase, config),
    }),
  );
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.resetAllMocks();
  consoleError.mockRestore();
});

const tokenOf = (request: FakeRequest) => String(request.headers.Authorization).replace(/^Bearer /, '');

/** The requests sent to `route` (method and path, as 'POST /clients/17/erase'), as (token, query) pairs. */
const sentTo = (route: string) =>
  api.requests.filter((request) => `${request.method?.toUpperCase()} ${request.url}` === route).map((request) => [tokenOf(request), request.params]);

function renderCard(url = '/clients/17', { token = 'секрет' } = {}) {
  if (token) useClientsTokenStore.getState().setToken(token);
  const user = userEvent.setup();
  return { user, ...renderRouteModule(cardRoute, { path: '/clients/:id', initialEntries: [url] }) };
}

const data = makePersonalData({
  requests: [
    makeLead({
      id: 101,
      kind: 'consultation',
      requested: 'Безплатна консултация',
      courseId: null,
      price: null,
      status: 'closed',
      statusChanges: [
        { status: 'contacted', changedAt: '2025-08-06T07:15:00.000Z' },
        { status: 'closed', changedAt: '2025-08-08T13:00:00.000Z' },
      ],
      createdAt: '2025-08-05T09:30:00.000Z',
    }),
    makeLead({
      id: 140,
      kind: 'event',
      requested: 'Семинар по продажби',
      courseId: null,
      eventId: 9,
      price: { amount: 76.18, currency: 'EUR' },
      consents: { privacy: true, terms: true, marketing: true, cookies: true },
      createdAt: '2025-09-10T15:00:00.000Z',
    }),
  ],
  consents: [
    makeConsent({ id: 1, purpose: 'privacy', action: 'given', policyVersion: '2025-06-01', source: 'form', requestId: 101 }),
    makeConsent({
      id: 2,
      purpose: 'marketing',
      action: 'given',
      policyVersion: '2025-07-15',
      source: 'form',
      requestId: 140,
      createdAt: '2025-09-10T15:00:00.000Z',
    }),
    makeConsent({
      id: 3,
      purpose: 'marketing',
      action: 'withdrawn',
      policyVersion: '2025-07-15',
      source: 'withdrawal_form',
      requestId: null,
      createdAt: '2025-09-12T06:05:00.000Z',
    }),
  ],
  staffAccesses: [
    { at: '2025-09-15T07:00:00.000Z', by: 'Петя Продажбите', action: 'GET /api/clients/:id' },
    { at: '2025-09-14T07:00:00.000Z', by: null, action: 'GET /api/leads/export.csv' },
  ],
});

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));

test('shows the person, every request oldest first with its status history, and the consent log', async () => {
  answers.data = ok(data);
  renderCard();

  expect(await screen.findByRole('heading', { level: 2, name: 'Данни' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Клиент №17' })).toBeInTheDocument();
  expect(sentTo('GET /clients/17/personal-data')).toEqual([['секрет', undefined]]);
  expect(section('Данни').getByText('Име').nextElementSibling).toHaveTextContent('Мария Петрова');
  expect(section('Данни').getByRole('link', { name: 'maria@example.bg' })).toHaveAttribute('href', 'mailto:maria@example.bg');
  expect(section('Данни').getByText('Телефон').nextElementSibling).toHaveTextContent('+359 88 123 4567');
  expect(section('Данни').getByText('Клиент от').nextElementSibling).toHaveTextContent('05.08.2025 г.');

  const [first, second] = section('Заявки (2)').getAllByRole('listitem');
  expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Заявка №101: Безплатна консултация');
  expect(first).toHaveTextContent('Изпратена05.08.2025 г., 12:30');
  expect(first).toHaveTextContent('СтатусПриключена');
  expect(first).not.toHaveTextContent('Цена');
  expect(first).toHaveTextContent('Нова → Свързахме се на 06.08.2025 г., 10:15 → Приключена на 08.08.2025 г., 16:00');
  expect(within(second!).getByRole('heading', { level: 3 })).toHaveTextContent('Заявка №140: Събитие');
  expect(second).toHaveTextContent('ЗаявеноСеминар по продажби');
  expect(second).toHaveTextContent('Цена при заявката76,18 €');
  expect(second).toHaveTextContent('СтатусНова');
  expect(second).not.toHaveTextContent('История на статуса');
  expect(second).toHaveTextContent('Лични данни, Общи условия, Търговски съобщения, Бисквитки');

  const rows = section('Дневник на съгласията').getAllByRole('row').slice(1);
  expect(rows.map((row) => cellTexts(row))).toEqual([
    ['05.08.2025 г., 12:30', 'Лични данни', 'дадено', '2025-06-01', 'формуляр', '№101'],
    ['10.09.2025 г., 18:00', 'Търговски съобщения', 'дадено', '2025-07-15', 'формуляр', '№140'],
    ['12.09.2025 г., 09:05', 'Търговски съобщения', 'оттеглено', '2025-07-15', 'формуляр за оттегляне', '—'],
  ]);
  const accesses = section('Достъп на служители до данните').getAllByRole('row').slice(1);
  expect(accesses.map((row) => cellTexts(row))).toEqual([
    ['15.09.2025 г., 10:00', 'Петя Продажбите', 'GET /api/clients/:id'],
    ['14.09.2025 г., 10:00', 'Общ ключ за достъп', 'GET /api/leads/export.csv'],
  ]);
  // Once the card is shown, the token form is not.
  expect(screen.queryByLabelText('Токен')).not.toBeInTheDocument();
});

test('without a remembered token asks for one, then loads the card', async () => {
  answers.data = ok(data);
  const { user } = renderCard('/clients/17', { token: '' });
  await user.type(await screen.findByLabelText('Токен'), 'секрет-2');
  expect(api.requests).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Покажи картата' }));
  expect(await screen.findByRole('heading', { name: 'Заявки (2)' })).toBeInTheDocument();
  expect(sentTo('GET /clients/17/personal-data')).toEqual([['секрет-2', undefined]]);
});

test("an unknown client shows the server's message", async () => {
  answers.data = fail('Клиентът не е намерен', 404);
  renderCard('/clients/999');
  expect(await screen.findByRole('alert')).toHaveTextContent('Клиентът не е намерен');
});

test('an address that cannot name a client asks the server nothing', async () => {
  renderCard('/clients/abc');
  expect(await screen.findByRole('alert')).toHaveTextContent('Клиентът не е намерен');
  expect(api.requests).toHaveLength(0);
});

test("'Изтегли данните (JSON)' saves everything held about the person, read again, as readable JSON", async () => {
  const fresh = makePersonalData({ exportedAt: '2025-09-15T10:00:00.000Z' });
  answers.data = inTurn(ok(data), ok(fresh));
  const { user } = renderCard();
  await user.click(await screen.findByRole('button', { name: 'Изтегли данните (JSON)' }));

  await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  const [file, name] = jest.mocked(saveFile).mock.calls[0]!;
  expect(name).toBe('klient-17-danni.json');
  expect(file.type).toBe('application/json');
  const text = await readBlob(file);
  expect(JSON.parse(text)).toEqual(fresh);
  expect(text).toContain('\n  "exportedAt": "2025-09-15T10:00:00.000Z",\n');
});

test('withdraws the marketing consent on request and shows the updated log', async () => {
  const withdrawn = makePersonalData({
    consents: [...data.consents, makeConsent({ id: 4, purpose: 'marketing', action: 'withdrawn', source: 'staff', requestId: null })],
  });
  answers.data = inTurn(ok(data), ok(withdrawn));
  answers.withdraw = ok(null);
  const { user } = renderCard();
  await user.click(await screen.findByRole('button', { name: 'Оттегли съгласието за търговски съобщения' }));

  expect(await screen.findByText('Съгласието за търговски съобщения е оттеглено.')).toBeInTheDocument();
  expect(sentTo('POST /clients/17/marketing-withdrawal')).toEqual([['секрет', undefined]]);
  expect(await section('Дневник на съгласията').findByText('служител')).toBeInTheDocument();
});

test('erasing asks first, and nothing is erased when staff cancel', async () => {
  answers.data = ok(data);
  const { user } = renderCard();
  await user.click(await screen.findByRole('button', { name: 'Изтрий клиента' }));

  const dialog = within(screen.getByRole('dialog', { name: 'Изтриване на клиента' }));
  expect(
    dialog.getByText('Изтриването е окончателно: името, имейлът и телефонът на клиента се премахват от всички заявки. Продължавате ли?'),
  ).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Отказ' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Изтрий клиента' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sentTo('POST /clients/17/erase')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Изтрий клиента' })).toHaveFocus();
});

test('once confirmed, the person is erased and the card says when', async () => {
  const erasedAt = '2025-09-15T10:20:00.000Z';
  const erased = makePersonalData({
    client: { ...data.client, fullName: '', email: '', phone: '', erasedAt },
    requests: data.requests.map((lead) => ({ ...lead, fullName: '', email: '', phone: '', erasedAt })),
  });
  answers.data = inTurn(ok(data), ok(erased));
  answers.erase = ok({ erasedAt });
  const { user } = renderCard();
  await user.click(await screen.findByRole('button', { name: 'Изтрий клиента' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Изтрий окончателно' }));

  const notice = await screen.findByText('Данните на клиента са изтрити на 15.09.2025 г., 13:20.');
  expect(notice).toHaveFocus();
  expect(sentTo('POST /clients/17/erase')).toEqual([['секрет', undefined]]);
  expect(section('Данни').getByText('Име').nextElementSibling).toHaveTextContent('—');
  expect(screen.queryByRole('link', { name: 'maria@example.bg' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изтрий клиента' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Оттегли съгласието за търговски съобщения' })).not.toBeInTheDocument();
});

test('an erasure that fails says why and keeps the person', async () => {
  answers.data = ok(data);
  answers.erase = networkError;
  const { user } = renderCard();
  await user.click(await screen.findByRole('button', { name: 'Изтрий клиента' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Изтрий окончателно' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Клиентът не можа да се изтрие.');
  expect(section('Данни').getByRole('link', { name: 'maria@example.bg' })).toBeInTheDocument();
});
