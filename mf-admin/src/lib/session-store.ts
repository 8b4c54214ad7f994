// Whether this tab has a staff session open. The session itself is the server's HttpOnly cookie: the page's
// scripts never hold its token, so none is kept here; this store keeps only that a session was opened, until
// when, and whether it may only enrol a second factor. Forgotten on 'Изход' or when the server refuses the cookie.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthToken } from '@site/shared';

export const sessionMessages = {
  expired: 'Сесията изтече или достъпът е отказан. Моля, въведете паролата отново.',
} as const;

interface SessionState {
  signedIn: boolean;
  expiresAt: string | null;
  /** The role requires a second factor not yet enrolled: the console offers only its enrolment until it is on. */
  mustEnrol: boolean;
  /** Why the gate is shown again (an expired or refused session); not persisted. */
  gateMessage: string | null;
  /** A sign-in's answer: its token is left to the cookie the same answer set. */
  signIn: (auth: Pick<AuthToken, 'expiresAt' | 'mustEnrol'>) => void;
  signOut: () => void;
  /** The second factor is on and its recovery codes seen: the whole console opens. */
  enrolled: () => void;
  /** The server answered 401: back to the gate with a message. */
  expire: () => void;
  reset: () => void;
}

const initialState = { signedIn: false, expiresAt: null, mustEnrol: false, gateMessage: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...initialState,
      signIn: ({ expiresAt, mustEnrol = false }) => set({ signedIn: true, expiresAt, mustEnrol, gateMessage: null }),
      signOut: () => set(initialState),
      enrolled: () => set({ mustEnrol: false }),
      expire: () => set({ ...initialState, gateMessage: sessionMessages.expired }),
      reset: () => set(initialState),
    }),
    {
      name: 'admin-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ signedIn, expiresAt, mustEnrol }) => ({ signedIn, expiresAt, mustEnrol }),
    },
  ),
);

/** Whether the session is open and has not passed its expiry time (the server has the last word either way). */
export function sessionOpen(now = Date.now()): boolean {
  const { signedIn, expiresAt } = useSessionStore.getState();
  if (!signedIn) return false;
  return !(expiresAt && Date.parse(expiresAt) <= now);
}
