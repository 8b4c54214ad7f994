// Keys the server makes for itself on first use and every process on the database shares.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { serverKeys } from '../schema';

export type ServerKeyName = 'unsubscribe-link';

export function createServerKeysRepository(db: Database) {
  return {
    /** The key of this name: made (32 random bytes) by whichever process asks first, then always the same. */
    async get(name: ServerKeyName): Promise<Buffer> {
      await db
        .insert(serverKeys)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
      if (!row) throw new Error(`server key ${name} missing after insert`);
      return Buffer.from(row.value, 'base64url');
    },
  };
}

export type ServerKeysRepository = ReturnType<typeof createServerKeysRepository>;
