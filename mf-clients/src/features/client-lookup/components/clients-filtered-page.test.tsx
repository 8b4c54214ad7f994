import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@site/shared/data';
import { deferred } from '@site/shared/testing/deferred';
import { makeClient } from '@site/shared/testing/factories';
import { fail, ok, pagesOf, type FakeAnswer } from '@site/shared/testing/fake-api';
import * as filteredRoute from '../../../expose/clients-filtered-page';
import { lookupPageFakesPerTest } from '../../../test/lookup-page-fakes';
import { renderLookupScreen } from '../../../test/render-lookup-screen';

const fakes = lookupPageFakesPerTest();

/** The token of each load sent, in order (it travels in the query, as the API asks). */
const tokensSent = () =>
  fakes.api.requests.map((request) => {
    expect(request).toMatchObject({ method: 'get', url: '/clients/filtered' });
    return request.params.token;
  });

async function setup() {
  return {
    ...renderLookupScreen(filteredRoute, '/clients/filtered'),
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
  expect(fakes.api.requests).toHaveLength(0);
});

test('success shows the count above a list of client cards', async () => {
  fakes.api.answer(ok(clients));
  const { user, token, load } = await setup();
  await user.type(token, 'секрет');
  await user.click(load);
  const count = await screen.findByText('Намерени клиенти: 3');
  const list = screen.getByRole('list', { name: 'Намерени клиенти: 3' });
  expect(count.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const cards = within(list).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Мария Петрова', 'Иван Иванов', 'Петя Георгиева']);
  expect(within(cards[1]!).getByText('Безплатна консултация')).toBeInTheDocument();
  expect(tokensSent()).toEqual(['секрет']);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('counts every match, and says only the newest are shown when more match than one answer carries', async () => {
  const many = Array.from({ length: 130 }, (_, index) =>
    makeClient({ id: 100 + index, fullName: `Клиент ${index + 1}`, email: `klient${index + 1}@example.bg` }),
  );
  fakes.api.answer(pagesOf(many));
  const { user, load } = await setup();
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 130')).toBeInTheDocument();
  expect(screen.getByText('Показани са най-новите 100. Останалите намирате по имейл или в „Заявки“.')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Намерени клиенти: 130' })).getAllByRole('article')).toHaveLength(100);
});

test('an empty list shows a count of 0 and no cards', async () => {
  fakes.api.answer(ok([]));
  const { user, load } = await setup();
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 0')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('the error is cleared at a new request, the button loads meanwhile, Enter in the token submits', async () => {
  fakes.api.answerOnce(fail('Невалиден токен', 401));
  const { user, token, load } = await setup();
  await user.click(load);
  await screen.findByRole('alert');

  const pending = deferred<FakeAnswer>();
  fakes.api.answerOnce(() => pending.promise);
  await user.type(token, 'секрет{Enter}');
  await waitFor(() => expect(tokensSent()).toEqual(['', 'секрет']));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Зареждане...' })).toHaveAttribute('aria-disabled', 'true');

  pending.resolve(ok(clients));
  expect(await screen.findByText('Намерени клиенти: 3')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Зареди' })).not.toHaveAttribute('aria-disabled');
});

test('every press asks the server again, with the token typed then', async () => {
  fakes.api.answerOnce(ok(clients));
  const { user, token, load } = await setup();
  await user.type(token, 'стар');
  await user.click(load);
  expect(await screen.findByText('Намерени клиенти: 3')).toBeInTheDocument();

  fakes.api.answerOnce(ok(clients.slice(0, 1)));
  await user.clear(token);
  await user.type(token, 'нов');
  await user.click(screen.getByRole('button', { name: 'Зареди' }));
  expect(await screen.findByText('Намерени клиенти: 1')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(tokensSent()).toEqual(['стар', 'нов']);
});

test("'Забрави токена' drops the list it revealed, from the screen and from memory", async () => {
  fakes.api.answer(ok(clients));
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
  fakes.api.answer(ok(clients));
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
