// The staff person's access token for this tab: kept in sessionStorage, forgotten on 'Изход' or
// when the server rejects it; and whether the session may only enrol a second factor (its role requires one).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthToken } from '@site/shared';

export const sessionMessages = {
  expired: 'Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.',
} as const;

interface SessionState {
  token: string | null;
  expiresAt: string | null;
  /** The role requires a second factor not yet enrolled: the console offers only its enrolment until it is on. */
  mustEnrol: boolean;
  /** Why the gate is shown again (an expired or rejected token); not persisted. */
  gateMessage: string | null;
  signIn: (auth: AuthToken) => void;
  signOut: () => void;
  /** The second factor is on and its recovery codes seen: the whole console opens. */
  enrolled: () => void;
  /** The server answered 401: back to the gate with a message. */
  expire: () => void;
  reset: () => void;
}

const initialState = { token: null, expiresAt: null, mustEnrol: false, gateMessage: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initialState,
      signIn: ({ accessToken, expiresAt, mustEnrol = false }) => set({ token: accessToken, expiresAt, mustEnrol, gateMessage: null }),
      signOut: () => set(initialState),
      enrolled: () => set({ mustEnrol: false }),
      expire: () => set({ ...initialState, gateMessage: sessionMessages.expired }),
      reset: () => set(initialState),
    }),
    {
      name: 'admin-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, expiresAt, mustEnrol }) => ({ token, expiresAt, mustEnrol }),
    },
  ),
);

/** The token if it has not passed its expiry time (the server has the last word either way). */
export function currentToken(now = Date.now()): string | null {
  const { token, expiresAt } = useSessionStore.getState();
  if (!token) return null;
  if (expiresAt && Date.parse(expiresAt) <= now) return null;
  return token;
}
