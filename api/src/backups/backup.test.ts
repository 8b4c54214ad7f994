// Backups that restore: taken while sign-ups are being stored, restored into an empty database with every table's
// rows and digest checked, sealed with a key when one is set, and never bringing back a person erased since.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from '../db/database';
import { clients } from '../db/schema';
import { signUpBody } from '../test/fixtures';
import { createTestContext, freshDatabase, nextVisitorAddress, personHeaders, type TestContext } from '../test/test-app';
import { BackupKeyError } from './backup-file';
import { erasureJournal } from './erasure-journal';
import { NotEmptyError, restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

let t: TestContext;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'backups-'));
  t = await createTestContext({ seed: true, backups: { dir: folder, key: null } });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** An empty database of the kind the suite runs on (no schema at all), closed and dropped after `use`. */
async function inEmptyDatabase<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const fresh = await freshDatabase('empty');
  const database = await openDatabase(fresh.options, {}, { migrate: false });
  try {
    return await use(database);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

const signUp = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/clients/register', payload: signUpBody({ email }), remoteAddress: nextVisitorAddress() });

const emailsIn = async (database: DatabaseHandle) =>
  rowsOf<{ email: string }>(await database.db.execute(sql`select email from clients`)).map((row) => row.email);

it('restores a backup taken while sign-ups are stored: each acknowledged before it began is there once, every table checked', async () => {
  const acknowledged: { email: string; at: number }[] = [];
  let stop = false;
  let sent = 0;
  // About 200 sign-ups a second, each answered in its own time, for as long as the backup takes.
  const load = (async () => {
    const pending: Promise<void>[] = [];
    while (!stop) {
      const email = `pod-tovar-${(sent += 1)}@example.bg`;
      pending.push(
        signUp(email).then((answer) => {
          if (answer.statusCode === 201) acknowledged.push({ email, at: Date.now() });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(pending);
  })();
  while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
  const began = Date.now();
  const file = path.join(folder, 'under-load.backup');
  const manifest = await takeBackup(t.database, file, null);
  stop = true;
  await load;

  const before = acknowledged.filter((entry) => entry.at < began).map((entry) => entry.email);
  // Sign-ups went on while it was taken (on the embedded database they waited for it; on PostgreSQL they did not).
  expect(acknowledged.length).toBeGreaterThan(before.length);
  expect(manifest.tables['pictures']!.rows).toBeGreaterThan(0);
  await inEmptyDatabase(async (database) => {
    const report = await restoreBackup(database, file, { key: null });
    expect(report.tables).toEqual(manifest.tables);
    const restored = await emailsIn(database);
    for (const email of before) expect(restored.filter((found) => found === email)).toHaveLength(1);
    // The restored database takes new sign-ups: its ids continue after the restored ones.
    const [{ id }] = rowsOf<{ id: number }>(
      await database.db.execute(sql`insert into erasures (client_id, reason, request_count) select min(id), 'request', 0 from clients returning id`),
    ) as [{ id: number }];
    expect(id).toBe(manifest.tables['erasures']!.rows + 1);
  });
});

it('erases again, after restoring an older backup, each person erased since it was taken', async () => {
  await signUp('iztrita@example.bg');
  await signUp('ostava@example.bg');
  const file = path.join(folder, 'before-erasure.backup');
  await takeBackup(t.database, file, null);
  const sales = await personHeaders(t, 'sales');
  const [erased] = await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.email, 'iztrita@example.bg'));
  expect((await t.app.inject({ method: 'POST', url: `/api/clients/${erased!.id}/erase`, headers: sales.headers, payload: {} })).statusCode).toBe(200);
  const journal = await readFile(path.join(folder, 'erasures.jsonl'), 'utf8');
  expect(journal).not.toContain('iztrita');

  await inEmptyDatabase(async (database) => {
    const report = await restoreBackup(database, file, { key: null, journal: erasureJournal(folder) });
    expect(report.erasuresReapplied).toBe(1);
    const restored = await emailsIn(database);
    expect(restored).not.toContain('iztrita@example.bg');
    expect(restored).toContain(`erased-${erased!.id}@erased.invalid`);
    expect(restored).toContain('ostava@example.bg');
  });
});

it('seals a backup with BACKUP_KEY: it restores with that key only, and not once a byte is changed', async () => {
  const file = path.join(folder, 'sealed.backup');
  await takeBackup(t.database, file, 'дълъг таен ключ за копията');
  const bytes = await readFile(file);
  expect(bytes.includes(Buffer.from('pictures'))).toBe(false);
  await inEmptyDatabase(async (database) => {
    await expect(restoreBackup(database, file, { key: null })).rejects.toBeInstanceOf(BackupKeyError);
    await expect(restoreBackup(database, file, { key: 'друг ключ', force: true })).rejects.toThrow(/cannot be decrypted/);
    const changed = path.join(folder, 'changed.backup');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)]! ^= 1;
    await writeFile(changed, copy);
    await expect(restoreBackup(database, changed, { key: 'дълъг таен ключ за копията', force: true })).rejects.toThrow();
    // What a failed restore leaves is refused as not empty, and replaced with --force.
    await expect(restoreBackup(database, file, { key: 'дълъг таен ключ за копията' })).rejects.toBeInstanceOf(NotEmptyError);
    const report = await restoreBackup(database, file, { key: 'дълъг таен ключ за копията', force: true });
    expect(report.tables['clients']!.rows).toBeGreaterThan(0);
  });
});
