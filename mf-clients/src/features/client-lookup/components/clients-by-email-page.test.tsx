import { screen, waitFor } from '@testing-library/react';
import { queryKeys } from '@site/shared/data';
import { deferred } from '@site/shared/testing/deferred';
import { makeClient } from '@site/shared/testing/factories';
import { fail, networkError, ok, type FakeAnswer } from '@site/shared/testing/fake-api';
import * as byEmailRoute from '../../../expose/clients-by-email-page';
import { lookupPageFakesPerTest } from '../../../test/lookup-page-fakes';
import { renderLookupScreen } from '../../../test/render-lookup-screen';

const fakes = lookupPageFakesPerTest();

/** The e-mail and the token of each lookup sent, in order (both travel in the query, as the API asks). */
const lookups = () =>
  fakes.api.requests.map((request) => {
    expect(request).toMatchObject({ method: 'get', url: '/clients/by-email' });
    return [request.params.email, request.params.token];
  });

async function setup() {
  return {
    ...renderLookupScreen(byEmailRoute, '/clients/by-email'),
    email: await screen.findByLabelText('Имейл'),
    token: screen.getByLabelText('Токен'),
    search: screen.getByRole('button', { name: 'Търси' }),
  };
}

test('shows the heading, the fields and the search button, and asks the server nothing before a search', async () => {
  const { email, token } = await setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Търсене на клиент по имейл' })).toBeInTheDocument();
  expect(email).toHaveValue('');
  expect(token).toHaveAttribute('type', 'password');
  expect(fakes.api.requests).toHaveLength(0);
});

test('a found client is shown as one client card', async () => {
  fakes.api.answer(ok(makeClient()));
  const { user, email, token, search } = await setup();
  await user.type(email, 'maria@example.bg');
  await user.type(token, 'секрет');
  await user.click(search);
  expect(await screen.findByRole('article', { name: 'Мария Петрова' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(lookups()).toEqual([['maria@example.bg', 'секрет']]);
});

test('there is no client-side validation: an empty search and a non-address are sent as typed', async () => {
  fakes.api.answer(fail('Имейлът е задължителен', 400));
  const { user, email, search } = await setup();
  await user.click(search);
  await screen.findByRole('alert');
  expect(lookups()).toEqual([['', '']]);
  await user.type(email, 'не е адрес');
  await user.click(search);
  await waitFor(() =>
    expect(lookups()).toEqual([
      ['', ''],
      ['не е адрес', ''],
    ]),
  );
});

test('the error line and the old card are cleared at each new request; the button loads meanwhile', async () => {
  fakes.api.answerOnce(fail('Клиентът не е намерен', 404));
  const { user, search } = await setup();
  await user.click(search);
  expect(await screen.findByRole('alert')).toHaveTextContent('Клиентът не е намерен');

  const pending = deferred<FakeAnswer>();
  fakes.api.answerOnce(() => pending.promise);
  await user.click(search);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const loading = screen.getByRole('button', { name: 'Зареждане...' });
  expect(loading).toHaveAttribute('aria-disabled', 'true');
  expect(loading).toHaveFocus();

  pending.resolve(ok(makeClient()));
  expect(await screen.findByRole('article', { name: 'Мария Петрова' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Мария Петрова' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Търси' })).not.toHaveAttribute('aria-disabled');

  fakes.api.answerOnce(networkError);
  await user.click(screen.getByRole('button', { name: 'Търси' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching client');
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('every press asks the server again, for the same e-mail too, with the token typed then', async () => {
  fakes.api.answerOnce(ok(makeClient()));
  const { user, email, token, search } = await setup();
  await user.type(email, 'maria@example.bg');
  await user.type(token, 'стар');
  await user.click(search);
  expect(await screen.findByRole('article', { name: 'Мария Петрова' })).toBeInTheDocument();

  fakes.api.answerOnce(ok(makeClient({ fullName: 'Мария Петрова-Иванова' })));
  await user.clear(token);
  await user.type(token, 'нов');
  await user.click(search);
  expect(await screen.findByRole('article', { name: 'Мария Петрова-Иванова' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(lookups()).toEqual([
    ['maria@example.bg', 'стар'],
    ['maria@example.bg', 'нов'],
  ]);
});

test('Enter in the e-mail field and Enter in the token field both submit', async () => {
  fakes.api.answer(ok(makeClient()));
  const { user, email, token } = await setup();
  await user.type(email, 'maria@example.bg{Enter}');
  await screen.findByRole('article');
  expect(lookups()).toEqual([['maria@example.bg', '']]);
  await user.type(token, 'секрет{Enter}');
  await waitFor(() =>
    expect(lookups()).toEqual([
      ['maria@example.bg', ''],
      ['maria@example.bg', 'секрет'],
    ]),
  );
  await screen.findByRole('article');
});

test('the token is masked until the toggle is pressed, and masked again after', async () => {
  const { user, token } = await setup();
  const toggle = screen.getByRole('button', { name: 'Покажи токена' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await user.click(toggle);
  expect(token).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(token).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(fakes.api.requests).toHaveLength(0);
});

test("'Забрави токена' empties the token field and drops the card it revealed", async () => {
  fakes.api.answer(ok(makeClient()));
  const { user, email, token, search } = await setup();
  await user.type(email, 'maria@example.bg');
  await user.type(token, 'секрет');
  await user.click(search);
  await screen.findByRole('article');
  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(token).toHaveValue('');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(fakes.api.requests).toHaveLength(1);
});

test("'Забрави токена' while a search runs drops its answer, from the screen and from memory", async () => {
  const pending = deferred<FakeAnswer>();
  fakes.api.answerOnce(() => pending.promise);
  const { user, rendered, search } = await setup();
  await user.click(search);
  expect(screen.getByRole('button', { name: 'Зареждане...' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(screen.getByRole('button', { name: 'Търси' })).not.toHaveAttribute('aria-disabled');

  // The answer arrives after all; give it a turn of the event loop to (wrongly) show up.
  pending.resolve(ok(makeClient()));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(rendered.queryClient.getQueryCache().findAll({ queryKey: queryKeys.clients.all })).toHaveLength(0);
});

test('the client found is not kept in memory after the screen is left', async () => {
  fakes.api.answer(ok(makeClient()));
  const { user, rendered, email, search } = await setup();
  await user.type(email, 'maria@example.bg');
  await user.click(search);
  await screen.findByRole('article');
  const cache = rendered.queryClient.getQueryCache();
  // The key names the e-mail, never the token.
  expect(cache.findAll({ queryKey: queryKeys.clients.all }).map((query) => query.queryKey)).toEqual([queryKeys.clients.byEmail('maria@example.bg')]);
  rendered.unmount();
  await waitFor(() => expect(cache.findAll({ queryKey: queryKeys.clients.all })).toHaveLength(0), { timeout: 3000 });
});
