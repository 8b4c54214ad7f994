// Failed credential checks per client address (and failed sign-ins per account), counted in the shared rate windows. Only wrong credentials
// count, each with one atomic increment that tells whether it was within the limit: concurrent guesses from
// one address can never get past the limit together, and a right credential is never counted, so staff
// opening several screens at once are never locked out.
import type { RateWindowsRepository } from './rate-windows';

/** `admin-password`: the administrator password and sign-ins, per address; `sign-in-account`: sign-ins, per e-mail. */
export type CredentialScope = 'admin-password' | 'clients-token' | 'sign-in-account';

/** Five wrong credentials a minute per address (or account) and kind of credential. */
export const CREDENTIAL_FAILURE_LIMIT = { maxFailures: 5, windowMs: 60_000 } as const;

export function createAuthFailuresRepository(windows: RateWindowsRepository, { maxFailures, windowMs } = CREDENTIAL_FAILURE_LIMIT) {
  const window = (scope: CredentialScope, address: string) => ({ scope, key: address, windowMs });
  return {
    /** Counts a wrong credential; true while the address is still within its failures of the current window. */
    async recordFailure(scope: CredentialScope, address: string, now = new Date()): Promise<boolean> {
      const failures = await windows.hit(window(scope, address), now);
      await windows.prune(now);
      return failures <= maxFailures;
    },

    /** True when the address has used up its failures in the current window: even a right credential is refused then. */
    async isBlocked(scope: CredentialScope, address: string, now = new Date()): Promise<boolean> {
      return (await windows.hits(window(scope, address), now)) >= maxFailures;
    },
  };
}

export type AuthFailuresRepository = ReturnType<typeof createAuthFailuresRepository>;
