// The journal of erasures, kept beside the backups: a backup taken before an erasure still holds the person, so a
// restore reads this journal and erases again everyone erased after the backup was taken. It names a person by
// their client id and a keyed hash of their e-mail (the key is the journal's own, on its first line), never by
// the e-mail itself. One JSON line per erasure, appended (a line this short is written whole, even by several
// processes at once).
import { createHmac, randomBytes } from 'node:crypto';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { normaliseEmail } from '@site/shared';
import type { ErasureReason } from '../db/repositories/clients';
import { errorCode } from '../lib/error-code';

export const ERASURE_JOURNAL_FILE = 'erasures.jsonl';

export interface ErasureEntry {
  clientId: number;
  emailHash: string;
  reason: ErasureReason;
  erasedAt: string;
}

/** What the clients' repository tells the journal, inside the erasure's transaction (no erasure commits unjournaled). */
export interface ErasureJournal {
  record(erasure: { clientId: number; email: string; reason: ErasureReason; erasedAt: Date }): Promise<void>;
}

export interface ErasureJournalFile extends ErasureJournal {
  /** The erasures recorded after `since`, oldest first. */
  since(since: Date): Promise<ErasureEntry[]>;
  /** Whether `email` is the one an entry was recorded for. */
  matches(entry: ErasureEntry, email: string): Promise<boolean>;
}

export function erasureJournal(folder: string): ErasureJournalFile {
  const file = path.join(folder, ERASURE_JOURNAL_FILE);
  let key: Promise<Buffer> | null = null;

  async function readKey(): Promise<Buffer> {
    const text = await readFile(file, 'utf8').catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    });
    const first = text?.split('\n', 1)[0];
    if (first) return Buffer.from((JSON.parse(first) as { key: string }).key, 'hex');
    await mkdir(folder, { recursive: true });
    const made = randomBytes(32);
    // 'wx': of two processes starting the journal together, one writes the key and the other reads it.
    const created = await writeFile(file, `${JSON.stringify({ key: made.toString('hex') })}\n`, { flag: 'wx', mode: 0o600 }).then(
      () => true,
      (error: unknown) => {
        if (errorCode(error) === 'EEXIST') return false;
        throw error;
      },
    );
    return created ? made : readKey();
  }
  const keyOf = () =>
    (key ??= readKey().catch((error: unknown) => {
      key = null;
      throw error;
    }));
  const hashOf = async (email: string) =>
    createHmac('sha256', await keyOf())
      .update(normaliseEmail(email))
      .digest('hex');

  return {
    async record({ clientId, email, reason, erasedAt }) {
      const entry: ErasureEntry = { clientId, emailHash: await hashOf(email), reason, erasedAt: erasedAt.toISOString() };
      await appendFile(file, `${JSON.stringify(entry)}\n`);
    },
    async since(since) {
      const text = await readFile(file, 'utf8').catch((error: unknown) => {
        if (errorCode(error) === 'ENOENT') return '';
        throw error;
      });
      return text
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as ErasureEntry)
        .filter((entry) => Date.parse(entry.erasedAt) > since.getTime());
    },
    async matches(entry, email) {
      return (await hashOf(email)) === entry.emailHash;
    },
  };
}
