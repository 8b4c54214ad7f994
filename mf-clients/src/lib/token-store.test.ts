import { resetTokenMemory } from '../test/token-memory';
import { CLIENTS_TOKEN_STORAGE_KEY, useClientsTokenStore } from './token-store';

beforeEach(resetTokenMemory);

test('a token set is kept in sessionStorage, not localStorage', () => {
  useClientsTokenStore.getState().setToken('abc');
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toContain('"token":"abc"');
  expect(localStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toBeNull();
});

test('a token left in the tab by an earlier page load is picked up', async () => {
  sessionStorage.setItem(CLIENTS_TOKEN_STORAGE_KEY, JSON.stringify({ state: { token: 'from-before' }, version: 0 }));
  await useClientsTokenStore.persist.rehydrate();
  expect(useClientsTokenStore.getState().token).toBe('from-before');
});

test('forgetting clears the token and removes it from sessionStorage', () => {
  useClientsTokenStore.getState().setToken('abc');
  useClientsTokenStore.getState().forgetToken();
  expect(useClientsTokenStore.getState().token).toBe('');
  expect(sessionStorage.getItem(CLIENTS_TOKEN_STORAGE_KEY)).toBeNull();
});
