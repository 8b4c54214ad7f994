// The staff token, typed once and remembered for this tab only (sessionStorage), shared by every clients screen.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ClientsTokenState {
  token: string;
  setToken: (token: string) => void;
  /** Clears the token from memory and from sessionStorage. */
  forgetToken: () => void;
  reset: () => void;
}

const initialState = { token: '' };

export const CLIENTS_TOKEN_STORAGE_KEY = 'clients-token';

export const useClientsTokenStore = create<ClientsTokenState>()(
  persist(
    (set) => ({
      ...initialState,
      setToken: (token) => set({ token }),
      forgetToken: () => {
        set(initialState);
        // set() has just written an empty entry; forgetting means no entry at all.
        useClientsTokenStore.persist.clearStorage();
      },
      reset: () => set(initialState),
    }),
    {
      name: CLIENTS_TOKEN_STORAGE_KEY,
      // sessionStorage, not localStorage: the token must not outlive the tab.
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token }) => ({ token }),
    },
  ),
);
