import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@site/shared/testing/deferred';
import { makeLead, makeLeadPage as makePage } from '@site/shared/testing/factories';
import { queryKeys } from '@site/shared/data';
import { isStaffQuery } from '@site/shared/data/staff-data';
import { byRoute, fail, fakeApi, networkError, ok, reply, type Answer, type FakeAnswer } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as inboxRoute from '../../../expose/leads-inbox-page';
import { saveFile } from '../../../lib/save-file';
import { useClientsTokenStore } from '../../../lib/token-store';
import { resetTokenMemory } from '../../../test/token-memory';

jest.mock('../../../lib/save-file');

/** What the fake server answers on each address the inbox calls; a test sets the ones it needs. */
let answers: Record<'leads' | 'courses' | 'events' | 'status' | 'csv', Answer>;
let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetTokenMemory();
  answers = { leads: ok(makePage([])), courses: ok([]), events: ok([]), status: fail('no status answer set', 599), csv: fail('no CSV answer set', 599) };
  api = fakeApi(
    byRoute({
      'GET /leads': (config) => reply(answers.leads, config),
      'GET /courses': (config) => reply(answers.courses, config),
      'GET /events': (config) => reply(answers.events, config),
      'PATCH /leads/101/status': (config) => reply(answers.status, config),
      'GET /leads/export.csv': (config) => reply(answers.csv, config),
    }),
  );
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  jest.resetAllMocks();
  consoleError.mockRestore();
});

/** The Bearer token a request carried. */
const tokenOf = (request: { headers: { Authorization?: unknown } }) => String(request.headers.Authorization).replace(/^Bearer /, '');

/** Each GET /leads sent, as (token, filter, cursor): the inbox's question in the terms it asks it. */
const leadReads = () =>
  api.requests
    .filter((request) => request.method === 'get' && request.url === '/leads')
    .map((request) => {
      const { cursor = null, ...filter } = request.params as Record<string, unknown>;
      return [tokenOf(request), filter, cursor];
    });

const maria = makeLead();
const ivan = makeLead({
  id: 102,
  clientId: 18,
  fullName: 'Иван Иванов',
  email: 'ivan@example.bg',
  phone: '0899 111 222',
  kind: 'consultation',
  requested: 'Безплатна консултация',
  courseId: null,
  consents: { privacy: true, terms: true, marketing: true, cookies: false },
  status: 'contacted',
  statusChanges: [{ status: 'contacted', changedAt: '2025-08-06T07:15:00.000Z' }],
  createdAt: '2025-08-06T06:00:00.000Z',
});

/** The inbox as the shell mounts it at `url`, with a token the tab already remembers (unless told otherwise). */
function renderInbox(url = '/clients', { token = 'секрет' } = {}) {
  if (token) useClientsTokenStore.getState().setToken(token);
  const user = userEvent.setup();
  const view = renderRouteModule(inboxRoute, { path: '/clients', initialEntries: [url] });
  const search = () => view.router.state.location.search;
  return { user, search, ...view };
}

/** The table row of the person named. */
function rowOf(name: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByRole('link', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

test('shows the total and one row per request, newest first, with what staff need to call back', async () => {
  answers.leads = ok(makePage([ivan, maria]));
  renderInbox();

  expect(await screen.findByText('Общо: 2 заявки')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Заявки' })).toBeInTheDocument();
  const [header, first, second] = within(screen.getByRole('table', { name: 'Заявки, най-новите първи' })).getAllByRole('row');
  expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Изпратена', 'Име', 'Имейл', 'Телефон', 'Вид', 'Заявено', 'Съгласия', 'Статус']);
  expect(within(first!).getByRole('link', { name: 'Иван Иванов' })).toHaveAttribute('href', '/clients/18');
  expect(first).toHaveTextContent('06.08.2025 г., 09:00');
  expect(within(first!).getByRole('link', { name: 'ivan@example.bg' })).toHaveAttribute('href', 'mailto:ivan@example.bg');
  expect(first).toHaveTextContent('0899 111 222');
  expect(first).toHaveTextContent('Безплатна консултация');
  expect(first).toHaveTextContent('Лични данни, Общи условия, Търговски съобщения');
  expect(within(first!).getByRole('combobox', { name: 'Статус на заявка №102' })).toHaveDisplayValue('Свързахме се');
  expect(first).toHaveTextContent('Сменен на 06.08.2025 г., 10:15');

  expect(within(second!).getByRole('link', { name: 'Мария Петрова' })).toHaveAttribute('href', '/clients/17');
  expect(second).toHaveTextContent('05.08.2025 г., 12:30');
  expect(second).toHaveTextContent('КурсБизнес планиране');
  expect(second).toHaveTextContent('Лични данни, Общи условия');
  expect(second).not.toHaveTextContent('Търговски съобщения');
  expect(within(second!).getByRole('combobox', { name: 'Статус на заявка №101' })).toHaveDisplayValue('Нова');
  expect(second).not.toHaveTextContent('Сменен на');

  expect(leadReads()).toContainEqual(['секрет', {}, null]);
});

test.each([
  [1, true, 'Общо: 1 заявка'],
  [0, true, 'Общо: 0 заявки'],
  [1000, false, 'Общо: над 1000 заявки'],
])('counts %i (exact: %p) as "%s"', async (total, totalIsExact, text) => {
  answers.leads = ok(makePage(total === 0 ? [] : [maria], { total, totalIsExact }));
  renderInbox();
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('an erased person is shown as such, still linked to the card', async () => {
  answers.leads = ok(makePage([makeLead({ fullName: '', email: '', phone: '', erasedAt: '2025-09-01T08:00:00.000Z' })]));
  renderInbox();
  expect(await screen.findByRole('link', { name: 'Изтрит клиент' })).toHaveAttribute('href', '/clients/17');
  expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
});

test('says so when nothing matches', async () => {
  answers.leads = ok(makePage([]));
  renderInbox('/clients?status=closed');
  expect(await screen.findByText('Няма заявки по тези условия.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('without a remembered token asks for one first, and reads once it is submitted; the token never reaches the address', async () => {
  answers.leads = ok(makePage([maria]));
  const { user, search } = renderInbox('/clients?kind=course', { token: '' });
  const token = await screen.findByLabelText('Токен');
  expect(leadReads()).toHaveLength(0);

  await user.type(token, 'секрет-1');
  expect(leadReads()).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Покажи заявките' }));

  expect(await screen.findByText('Общо: 1 заявка')).toBeInTheDocument();
  expect(leadReads()).toHaveLength(1);
  expect(leadReads()).toContainEqual(['секрет-1', { kind: 'course' }, null]);
  expect(search()).toBe('?kind=course');
  expect(window.location.href).not.toContain('секрет');
});

test("a refused token shows the server's message, and submitting another reads again with it", async () => {
  answers.leads = (config) => (tokenOf(config) === 'грешен' ? fail('Невалиден токен за достъп', 401) : ok(makePage([maria])));
  const { user } = renderInbox('/clients', { token: 'грешен' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Невалиден токен за достъп');

  const token = screen.getByLabelText('Токен');
  await user.clear(token);
  await user.type(token, 'верен');
  await user.click(screen.getByRole('button', { name: 'Покажи заявките' }));
  expect(await screen.findByText('Общо: 1 заявка')).toBeInTheDocument();
  expect(leadReads().at(-1)).toEqual(['верен', {}, null]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failure without a server message is said in Bulgarian', async () => {
  answers.leads = networkError;
  renderInbox();
  expect(await screen.findByRole('alert')).toHaveTextContent('Заявките не можаха да се заредят.');
});

test('the filters come from the address and show in the form', async () => {
  answers.courses = ok([{ id: 3, title: 'Финансова грамотност' }]);
  answers.leads = ok(makePage([maria]));
  renderInbox('/clients?kind=vip&status=new&courseId=3&from=2025-08-01&to=2025-08-31&q=Мария');
  await screen.findByText('Общо: 1 заявка');
  expect(leadReads()).toContainEqual(['секрет', { kind: 'vip', status: 'new', courseId: 3, from: '2025-08-01', to: '2025-08-31', q: 'Мария' }, null]);
  const filters = within(screen.getByRole('search', { name: 'Филтри на заявките' }));
  expect(filters.getByLabelText('Вид')).toHaveDisplayValue('ВИП пакет');
  // Each day bounds the other, so that the picker offers no 'from' after 'to'.
  expect(filters.getByLabelText('От дата')).toHaveValue('2025-08-01');
  expect(filters.getByLabelText('От дата')).toHaveAttribute('max', '2025-08-31');
  expect(filters.getByLabelText('До дата')).toHaveValue('2025-08-31');
  expect(filters.getByLabelText('До дата')).toHaveAttribute('min', '2025-08-01');
  expect(filters.getByLabelText('Статус')).toHaveDisplayValue('Нова');
  expect(await filters.findByRole('option', { name: 'Финансова грамотност' })).toBeInTheDocument();
  expect(filters.getByLabelText('Курс')).toHaveDisplayValue('Финансова грамотност');
  expect(filters.getByLabelText('От дата')).toHaveValue('2025-08-01');
  expect(filters.getByLabelText('До дата')).toHaveValue('2025-08-31');
  expect(filters.getByLabelText('Търсене по име, имейл или телефон')).toHaveValue('Мария');
});

test('changing a filter reads the list again with it and puts it in the address', async () => {
  answers.events = ok([{ id: 9, title: 'Семинар', eventDate: '2025-10-02' }]);
  answers.leads = ok(makePage([ivan, maria]));
  const { user, search } = renderInbox();
  await screen.findByText('Общо: 2 заявки');

  answers.leads = ok(makePage([ivan]));
  await user.selectOptions(screen.getByLabelText('Статус'), 'Свързахме се');
  expect(await screen.findByText('Общо: 1 заявка')).toBeInTheDocument();
  expect(leadReads().at(-1)).toEqual(['секрет', { status: 'contacted' }, null]);
  expect(search()).toBe('?status=contacted');

  await user.selectOptions(screen.getByLabelText('Събитие'), await screen.findByRole('option', { name: 'Семинар (02.10.2025 г.)' }));
  await waitFor(() => expect(leadReads().at(-1)).toEqual(['секрет', { status: 'contacted', eventId: 9 }, null]));
  expect(search()).toBe('?status=contacted&eventId=9');

  await user.type(screen.getByLabelText('Търсене по име, имейл или телефон'), '0899');
  expect(leadReads()).not.toContainEqual(['секрет', expect.objectContaining({ q: expect.anything() }), null]);
  await user.click(screen.getByRole('button', { name: 'Търси' }));
  await waitFor(() => expect(leadReads().at(-1)).toEqual(['секрет', { status: 'contacted', eventId: 9, q: '0899' }, null]));

  await user.click(screen.getByRole('button', { name: 'Изчисти филтрите' }));
  await waitFor(() => expect(leadReads().at(-1)).toEqual(['секрет', {}, null]));
  expect(search()).toBe('');
  expect(screen.getByLabelText('Търсене по име, имейл или телефон')).toHaveValue('');
  expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Всички');
});

test('a date filter reads the list from that day', async () => {
  answers.leads = ok(makePage([maria]));
  const { user, search } = renderInbox();
  await screen.findByText('Общо: 1 заявка');
  await user.type(screen.getByLabelText('От дата'), '2025-08-01');
  await waitFor(() => expect(leadReads().at(-1)).toEqual(['секрет', { from: '2025-08-01' }, null]));
  expect(search()).toBe('?from=2025-08-01');
});

test('choosing a status saves it at once and shows when it changed', async () => {
  answers.leads = ok(makePage([maria]));
  const saving = deferred<FakeAnswer>();
  answers.status = () => saving.promise;
  const { user } = renderInbox();
  const select = await screen.findByRole('combobox', { name: 'Статус на заявка №101' });

  await user.selectOptions(select, 'Свързахме се');
  const save = await waitFor(() => {
    const request = api.requests.find((sent) => sent.method === 'patch');
    if (!request) throw new Error('the status was not sent yet');
    return request;
  });
  expect(save).toMatchObject({ url: '/leads/101/status', data: JSON.stringify({ status: 'contacted' }) });
  expect(tokenOf(save)).toBe('секрет');
  expect(select).toHaveDisplayValue('Свързахме се');
  saving.resolve(ok({ ...maria, status: 'contacted', statusChanges: [{ status: 'contacted', changedAt: '2025-08-07T11:45:00.000Z' }] }));

  expect(await screen.findByText('Сменен на 07.08.2025 г., 14:45')).toBeInTheDocument();
  expect(select).toHaveDisplayValue('Свързахме се');
  expect(screen.getByText('Статусът на заявка №101 е „Свързахме се“.')).toBeInTheDocument();
  expect(leadReads()).toHaveLength(1);
});

test('a status that cannot be saved goes back, with the reason', async () => {
  answers.leads = ok(makePage([maria]));
  answers.status = fail('Заявката не е намерена', 404);
  const { user } = renderInbox();
  const select = await screen.findByRole('combobox', { name: 'Статус на заявка №101' });
  await user.selectOptions(select, 'Приключена');
  expect(await within(rowOf('Мария Петрова')).findByRole('alert')).toHaveTextContent('Заявката не е намерена');
  expect(select).toHaveDisplayValue('Нова');
});

test("pages to older requests with the server's cursor and back to the newer ones", async () => {
  const older = makeLead({ id: 50, clientId: 30, fullName: 'Петя Георгиева', createdAt: '2025-07-01T08:00:00.000Z' });
  answers.leads = (config) =>
    ok(config.params.cursor === 'c-2' ? makePage([older], { total: 3, nextCursor: null }) : makePage([ivan, maria], { total: 3, nextCursor: 'c-2' }));
  const { user } = renderInbox();
  await screen.findByRole('link', { name: 'Иван Иванов' });
  const pages = within(screen.getByRole('navigation', { name: 'Страници на заявките' }));
  expect(pages.getByRole('button', { name: 'По-нови' })).toBeDisabled();

  await user.click(pages.getByRole('button', { name: 'По-стари' }));
  expect(await screen.findByRole('link', { name: 'Петя Георгиева' })).toBeInTheDocument();
  expect(leadReads().at(-1)).toEqual(['секрет', {}, 'c-2']);
  expect(screen.queryByRole('link', { name: 'Иван Иванов' })).not.toBeInTheDocument();
  expect(screen.getByText('Общо: 3 заявки · Страница 2')).toHaveFocus();
  const back = within(screen.getByRole('navigation', { name: 'Страници на заявките' }));
  expect(back.getByRole('button', { name: 'По-стари' })).toBeDisabled();

  await user.click(back.getByRole('button', { name: 'По-нови' }));
  expect(await screen.findByRole('link', { name: 'Иван Иванов' })).toBeInTheDocument();
  expect(leadReads().at(-1)).toEqual(['секрет', {}, null]);
  expect(screen.getByText('Общо: 3 заявки')).toHaveFocus();
});

test('another filter starts again at the newest page', async () => {
  answers.leads = (config) => ok(makePage([config.params.cursor ? maria : ivan], { total: 2, nextCursor: config.params.cursor ? null : 'c-2' }));
  const { user } = renderInbox();
  await user.click(await screen.findByRole('button', { name: 'По-стари' }));
  await screen.findByRole('link', { name: 'Мария Петрова' });
  await user.selectOptions(screen.getByLabelText('Вид'), 'Курс');
  await waitFor(() => expect(leadReads().at(-1)).toEqual(['секрет', { kind: 'course' }, null]));
});

test("'Изтегли CSV' downloads the filtered list with the token", async () => {
  answers.leads = ok(makePage([maria]));
  const file = new Blob(['\uFEFFНомер;Име'], { type: 'text/csv' });
  answers.csv = { body: file };
  const { user } = renderInbox('/clients?kind=vip&q=Мария');
  await user.click(await screen.findByRole('button', { name: 'Изтегли CSV' }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file, expect.stringMatching(/^zayavki-\d{4}-\d{2}-\d{2}\.csv$/)));
  const csv = api.requests.find((request) => request.url === '/leads/export.csv');
  expect(csv).toMatchObject({ method: 'get', params: { kind: 'vip', q: 'Мария' }, responseType: 'blob' });
  expect(tokenOf(csv!)).toBe('секрет');
});

test('an export the server refuses says why', async () => {
  answers.leads = ok(makePage([maria]));
  answers.csv = fail('Твърде много заявки', 429);
  const { user } = renderInbox();
  await user.click(await screen.findByRole('button', { name: 'Изтегли CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Твърде много заявки');
  expect(saveFile).not.toHaveBeenCalled();
});

test("'Забрави токена' hides the list and drops everything read with the token, keeping the public course and event lists", async () => {
  answers.leads = ok(makePage([maria]));
  const { user, queryClient } = renderInbox();
  await screen.findByRole('table');
  const cache = queryClient.getQueryCache();
  // The inbox still watches its page once the token is forgotten, so that query stays, empty: what counts is what holds data.
  const held = (staff: boolean) =>
    cache.findAll({ predicate: (query) => isStaffQuery(query) === staff && query.state.data !== undefined }).map((query) => query.queryKey);
  expect(held(true)).toEqual([expect.arrayContaining(queryKeys.clients.leads())]);

  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(held(true)).toEqual([]);
  expect(held(false)).toEqual(expect.arrayContaining([queryKeys.courses.every(), queryKeys.events.every()]));
});
