import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client, Envelope } from '@site/shared';
import { fetchFilteredClients } from '../api';
import { deferred } from '@site/shared/testing/deferred';
import { failEnvelope, makeClient, okEnvelope, resetTokenMemory } from '../test-fixtures';
import { ClientsFilteredPage } from './clients-filtered-page';

jest.mock('../api');
const fetchClients = jest.mocked(fetchFilteredClients);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetTokenMemory();
  fetchClients.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function setup() {
  const user = userEvent.setup();
  render(<ClientsFilteredPage />);
  return { user, token: screen.getByLabelText('Токен'), load: screen.getByRole('button', { name: 'Зареди' }) };
}

const clients = [
  makeClient(),
  makeClient({ id: 18, fullName: 'Иван Иванов', email: 'ivan@example.bg', courses: [], registrationSource: null }),
  makeClient({ id: 19, fullName: 'Петя Георгиева', email: 'petya@example.bg' }),
];

test('shows the heading, one token input and the load button', () => {
  const { token } = setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Филтрирани клиенти' })).toBeInTheDocument();
  expect(token).toHaveAttribute('type', 'password');
  expect(screen.queryAllByRole('textbox')).toHaveLength(0); // the only input is the masked token
  expect(screen.queryByLabelText('Имейл')).not.toBeInTheDocument();
});

test('success shows the count above a list of client cards', async () => {
  fetchClients.mockResolvedValue(okEnvelope(clients));
  const { user, token, load } = setup();
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
  const { user, load } = setup();
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 0')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('success false with a message shows the server message in red, and no list', async () => {
  fetchClients.mockResolvedValue(failEnvelope('Невалиден токен'));
  const { user, load } = setup();
  await user.click(load);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Невалиден токен$/);
  expect(alert).toHaveClass('clients-error');
  expect(screen.queryByText(/Намерени клиенти/)).not.toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test("success false without a message shows 'No clients found'", async () => {
  fetchClients.mockResolvedValue(failEnvelope(''));
  const { user, load } = setup();
  await user.click(load);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^No clients found$/);
});

test("a thrown error shows 'Error fetching clients' and is logged", async () => {
  const failure = new Error('Network Error');
  fetchClients.mockRejectedValue(failure);
  const { user, load } = setup();
  await user.click(load);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Error fetching clients$/);
  expect(consoleError).toHaveBeenCalledWith('Error fetching clients', failure);
});

test('the error is cleared at a new request, the button loads meanwhile, Enter in the token submits', async () => {
  fetchClients.mockResolvedValueOnce(failEnvelope('Невалиден токен'));
  const { user, token, load } = setup();
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

test('the page is titled and kept out of search engines', () => {
  setup();
  expect(document.title).toBe('Филтрирани клиенти | Бизнес Академия');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
