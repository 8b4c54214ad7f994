// The token typed on one lookup screen is there on the other, for this tab only.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClient } from '@site/shared/testing/factories';
import { byRoute, fail, fakeApi, ok } from '@site/shared/testing/fake-api';
import { renderRouteModule } from '@site/shared/testing/render-route-module';
import * as byEmailRoute from '../../../expose/clients-by-email-page';
import * as filteredRoute from '../../../expose/clients-filtered-page';
import { CLIENTS_TOKEN_STORAGE_KEY, useClientsTokenStore } from '../../../lib/token-store';
import { resetTokenMemory } from '../../../test/token-memory';

/** Each screen as the shell mounts it; the routes have no loader, so the page is there once the router renders it. */
async function renderByEmail() {
  const view = renderRouteModule(byEmailRoute, { path: '/clients/by-email', initialEntries: ['/clients/by-email'] });
  await screen.findByRole('heading', { level: 1, name: 'Търсене на клиент по имейл' });
  return view;
}

async function renderFiltered() {
  const view = renderRouteModule(filteredRoute, { path: '/clients/filtered', initialEntries: ['/clients/filtered'] });
  await screen.findByRole('heading', { level: 1, name: 'Филтрирани клиенти' });
  return view;
}

let api: ReturnType<typeof fakeApi>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetTokenMemory();
  api = fakeApi(
    byRoute({
      'GET /clients/by-email': fail('Клиентът не е намерен', 404),
      'GET /clients/filtered': ok([makeClient()]),
    }),
  );
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});

test('a token typed on the by-email screen is prefilled on the filtered screen and used there', async () => {
  const user = userEvent.setup();
  const { unmount } = await renderByEmail();
  await user.type(screen.getByLabelText('Токен'), 'секрет-1');
  unmount();

  await renderFiltered();
  expect(screen.getByLabelText('Токен')).toHaveValue('секрет-1');
  await user.click(screen.getByRole('button', { name: 'Зареди' }));
  await screen.findByText('Намерени клиенти: 1');
  expect(api.last()).toMatchObject({ method: 'get', url: '/clients/filtered', params: { token: 'секрет-1' } });
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toContain('секрет-1');
});

test('a token typed on the filtered screen is prefilled on the by-email screen', async () => {
  const user = userEvent.setup();
  const { unmount } = await renderFiltered();
  await user.type(screen.getByLabelText('Токен'), 'секрет-2');
  unmount();

  await renderByEmail();
  expect(screen.getByLabelText('Токен')).toHaveValue('секрет-2');
});

test('after a page reload in the same tab the token comes back from sessionStorage', async () => {
  sessionStorage.setItem(CLIENTS_TOKEN_STORAGE_KEY, JSON.stringify({ state: { token: 'от-сесията' }, version: 0 }));
  await useClientsTokenStore.persist.rehydrate();
  await renderByEmail();
  expect(screen.getByLabelText('Токен')).toHaveValue('от-сесията');
});

test("'Забрави токена' on one screen clears sessionStorage and the other screen's field", async () => {
  const user = userEvent.setup();
  const { unmount } = await renderFiltered();
  await user.type(screen.getByLabelText('Токен'), 'секрет-3');
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toBeNull();
  unmount();

  await renderByEmail();
  expect(screen.getByLabelText('Токен')).toHaveValue('');
});

test('the token never reaches the page URL', async () => {
  const user = userEvent.setup();
  const before = window.location.href;
  await renderByEmail();
  await user.type(screen.getByLabelText('Имейл'), 'maria@example.bg');
  await user.type(screen.getByLabelText('Токен'), 'секрет-4{Enter}');
  await screen.findByRole('alert');
  expect(window.location.href).toBe(before);
  expect(window.location.href).not.toContain('секрет');
});
