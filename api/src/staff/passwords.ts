// Staff passwords, stored as Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), hashed off the event loop.
import { hash, verify } from '@node-rs/argon2';

const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

/** A hash no password matches, verified when there is no person or no hash, so that takes as long as a real check. */
let decoy: Promise<string> | null = null;

/** Whether `password` matches the PHC string `stored`; with none, as long a check that fails. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
