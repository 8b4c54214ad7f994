import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, Envelope } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { deferred } from '@site/shared/testing/deferred';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as filteredRoute from '../../../expose/clients-filtered-page';
import { fetchFilteredClients } from '../api';
import { resetTokenMemory } from '../../../test/token-memory';
import { failEnvelope, makeClient, okEnvelope } from '../test-fixtures';

jest.mock('../api');
const fetchClients = jest.mocked(fetchFilteredClients);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetTokenMemory();
  fetchClients.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const renderPage = () => renderRouteModule(filteredRoute, { path: '/clients/filtered', initialEntries: ['/clients/filtered'] });

/** The route has no loader: the page is there as soon as the router has rendered it. */
async function setup() {
  const user = userEvent.setup();
  const rendered = renderPage();
  return {
    user,
    rendered,
    token: await screen.findByLabelText('Токен'),
    load: screen.getByRole('button', { name: 'Зареди' }),
  };
}

const clients = [
  makeClient(),
  makeClient({ id: 18, fullName: 'Иван Иванов', email: 'ivan@example.bg', courses: [], registrationSource: null }),
  makeClient({ id: 19, fullName: 'Петя Георгиева', email: 'petya@example.bg' }),
];

test('shows the heading, one token input and the load button, and asks the server nothing before a load', async () => {
  const { token } = await setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Филтрирани клиенти' })).toBeInTheDocument();
  expect(token).toHaveAttribute('type', 'password');
  expect(screen.queryAllByRole('textbox')).toHaveLength(0); // the only input is the masked token
  expect(screen.queryByLabelText('Имейл')).not.toBeInTheDocument();
  expect(fetchClients).not.toHaveBeenCalled();
});

test('success shows the count above a list of client cards', async () => {
  fetchClients.mockResolvedValue(okEnvelope(clients));
  const { user, token, load } = await setup();
  await user.type(token, 'секрет');
  await user.click(load);
  const count = await screen.findByText('Намерени клиенти: 3');
  const list = screen.getByRole('list', { name: 'Намерени клиенти: 3' });
  expect(count.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const cards = within(list).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'Мария Петрова',
    'Иван Иванов',
    'Петя Георгиева',
  ]);
  expect(within(cards[1]!).getByText('Безплатна консултация')).toBeInTheDocument();
  expect(fetchClients).toHaveBeenCalledWith('секрет');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an empty list shows a count of 0 and no cards', async () => {
  fetchClients.mockResolvedValue(okEnvelope([]));
  const { user, load } = await setup();
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 0')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('success false with a message shows the server message in red, and no list', async () => {
  fetchClients.mockResolvedValue(failEnvelope('Невалиден токен'));
  const { user, load } = await setup();
  await user.click(load);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Невалиден токен$/);
  expect(alert).toHaveClass('clients-error');
  expect(screen.queryByText(/Намерени клиенти/)).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test("success false without a message shows 'No clients found'", async () => {
  fetchClients.mockResolvedValue(failEnvelope(''));
  const { user, load } = await setup();
  await user.click(load);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^No clients found$/);
});

test("a thrown error shows 'Error fetching clients' and is logged", async () => {
  const failure = new Error('Network Error');
  fetchClients.mockRejectedValue(failure);
  const { user, load } = await setup();
  await user.click(load);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching clients$/);
  // Logged by the query cache with the screen's context, as every failed read is.
  expect(consoleError).toHaveBeenCalledWith('Error fetching clients:', 'Network Error');
});

test('the error is cleared at a new request, the button loads meanwhile, Enter in the token submits', async () => {
  fetchClients.mockResolvedValueOnce(failEnvelope('Невалиден токен'));
  const { user, token, load } = await setup();
  await user.click(load);
  await screen.findByRole('alert');

  const pending = deferred<Envelope<Client[] | null>>();
  fetchClients.mockReturnValueOnce(pending.promise);
  await user.type(token, 'секрет{Enter}');
  expect(fetchClients).toHaveBeenLastCalledWith('секрет');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');

  pending.resolve(okEnvelope(clients));
  expect(await screen.findByText('Намерени клиенти: 3')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Зареди' })).not.toHaveAttribute('aria-disabled');
});

test('every press asks the server again, with the token typed then', async () => {
  fetchClients.mockResolvedValueOnce(okEnvelope(clients));
  const { user, token, load } = await setup();
  await user.type(token, 'стар');
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 3')).toBeInTheDocument();

  fetchClients.mockResolvedValueOnce(okEnvelope(clients.slice(0, 1)));
  await user.clear(token);
  await user.type(token, 'нов');
  await user.click(screen.getByRole('button', { name: 'Зареди' }));
  expect(await screen.findByText('Намерени клиенти: 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(fetchClients).toHaveBeenCalledTimes(2);
  expect(fetchClients).toHaveBeenLastCalledWith('нов');
});

test("'Забрави токена' drops the list it revealed, from the screen and from memory", async () => {
  fetchClients.mockResolvedValue(okEnvelope(clients));
  const { user, rendered, token, load } = await setup();
  await user.type(token, 'секрет');
  await user.click(load);
  await screen.findByText('Намерени клиенти: 3');
  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(token).toHaveValue('');
  expect(screen.queryByText(/Намерени клиенти/)).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(rendered.queryClient.getQueryCache().findAll({ queryKey: queryKeys.clients.all })).toHaveLength(0);
});

test('the list is not kept in memory after the screen is left', async () => {
  fetchClients.mockResolvedValue(okEnvelope(clients));
  const { user, rendered, token, load } = await setup();
  await user.type(token, 'секрет');
  await user.click(load);
  await screen.findByText('Намерени клиенти: 3');
  const cache = rendered.queryClient.getQueryCache();
  // The key never holds the token.
  expect(cache.findAll({ queryKey: queryKeys.clients.all }).map((query) => query.queryKey)).toEqual([queryKeys.clients.filtered()]);
  rendered.unmount();
  await waitFor(() => expect(cache.findAll({ queryKey: queryKeys.clients.all })).toHaveLength(0), { timeout: 3000 });
});

test('the page is titled and kept out of search engines while shown', async () => {
  const { rendered } = await setup();
  expect(document.title).toBe('Филтрирани клиенти | Бизнес Академия');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  rendered.unmount();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});
