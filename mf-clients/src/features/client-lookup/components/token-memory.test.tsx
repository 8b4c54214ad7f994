// The token typed on one lookup screen is there on the other, for this tab only.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchClientByEmail, fetchFilteredClients } from '../api';
import { CLIENTS_TOKEN_STORAGE_KEY, useClientsTokenStore } from '../store';
import { failEnvelope, okEnvelope, makeClient, resetTokenMemory } from '../test-fixtures';
import { ClientsByEmailPage } from './clients-by-email-page';
import { ClientsFilteredPage } from './clients-filtered-page';

jest.mock('../api');

beforeEach(() => {
  resetTokenMemory();
  jest.mocked(fetchClientByEmail).mockResolvedValue(failEnvelope('Клиентът не е намерен'));
  jest.mocked(fetchFilteredClients).mockResolvedValue(okEnvelope([makeClient()]));
});

test('a token typed on the by-email screen is prefilled on the filtered screen and used there', async () => {
  const user = userEvent.setup();
  const byEmail = render(<ClientsByEmailPage />);
  await user.type(screen.getByLabelText('Токен'), 'секрет-1');
  byEmail.unmount();

  render(<ClientsFilteredPage />);
  expect(screen.getByLabelText('Токен')).toHaveValue('секрет-1');
  await user.click(screen.getByRole('button', { name: 'Зареди' }));
  expect(fetchFilteredClients).toHaveBeenCalledWith('секрет-1');
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toContain('секрет-1');
});

test('a token typed on the filtered screen is prefilled on the by-email screen', async () => {
  const user = userEvent.setup();
  const filtered = render(<ClientsFilteredPage />);
  await user.type(screen.getByLabelText('Токен'), 'секрет-2');
  filtered.unmount();

  render(<ClientsByEmailPage />);
  expect(screen.getByLabelText('Токен')).toHaveValue('секрет-2');
});

test('after a page reload in the same tab the token comes back from sessionStorage', async () => {
  sessionStorage.setItem(CLIENTS_TOKEN_STORAGE_KEY, JSON.stringify({ state: { token: 'от-сесията' }, version: 0 }));
  await useClientsTokenStore.persist.rehydrate();
  render(<ClientsByEmailPage />);
  expect(screen.getByLabelText('Токен')).toHaveValue('от-сесията');
});

test("'Забрави токена' on one screen clears sessionStorage and the other screen's field", async () => {
  const user = userEvent.setup();
  const filtered = render(<ClientsFilteredPage />);
  await user.type(screen.getByLabelText('Токен'), 'секрет-3');
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Забрави токена' }));
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toBeNull();
  filtered.unmount();

  render(<ClientsByEmailPage />);
  expect(screen.getByLabelText('Токен')).toHaveValue('');
});

test('the token never reaches the page URL', async () => {
  const user = userEvent.setup();
  const before = window.location.href;
  render(<ClientsByEmailPage />);
  await user.type(screen.getByLabelText('Имейл'), 'maria@example.bg');
  await user.type(screen.getByLabelText('Токен'), 'секрет-4{Enter}');
  await screen.findByRole('alert');
  expect(window.location.href).toBe(before);
  expect(window.location.href).not.toContain('секрет');
});
