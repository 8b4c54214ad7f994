// Test helper (not shipped): each test starts with no remembered staff token.
import { useClientsTokenStore } from '../lib/token-store';

/** Forgets the token in memory and in the tab's storage. */
export function resetTokenMemory(): void {
  useClientsTokenStore.getState().reset();
  sessionStorage.clear();
}
