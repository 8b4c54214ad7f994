// Backups as owners and the server handle them: one on demand, listed and downloaded; the daily one at BACKUP_AT,
// checked by a restore in a child process, once a day; a failed backup or check told to the owners by e-mail.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Backup, BackupOverview } from '@site/shared/contracts/backups';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { backupName, backupStore } from './backup-store';
import { createBackupService, lastDueTime } from './backup-service';
import { checkInChild } from './check-backup';
import { takeBackup } from './take-backup';
import { createMailService } from '../mail/mail-service';
import { call, createTestContext, EMPTY_PGLITE_TEMPLATE, personHeaders, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true });
});
afterAll(() => t.close());

/**
 * The service as buildApp makes it, on the test's database, with the clock at `at` and the daily work at 03:00. Its
 * check is the real one (a child process restoring into an empty embedded database), except that the child's
 * database starts from the run's empty dump instead of running initdb (seconds of CPU each).
 */
function serviceAt(clock: { now: Date }, dir: string) {
  const config = { ...t.config, backups: { dir, key: null }, daily: { at: '03:00', backups: true, auditRetentionDays: 365 } };
  const mail = createMailService({ config: config.mail, settings: config.siteSettings, database: t.database, repos: t.repos, log: t.app.log });
  const check = (file: string, key: string | null) => checkInChild(file, key, { emptyDatabaseFile: EMPTY_PGLITE_TEMPLATE });
  return createBackupService({ config, database: t.database, repos: t.repos, mail, log: t.app.log, now: () => new Date(clock.now), check });
}

async function runDaily(service: ReturnType<typeof serviceAt>): Promise<void> {
  service.daily.start();
  await service.daily.idle();
  await service.daily.stop();
}

it('takes a backup on demand for an owner, lists it and downloads it; other roles may not', async () => {
  const owner = await personHeaders(t, 'owner');
  const editor = await personHeaders(t, 'editor');
  expect((await call(t.app, { method: 'POST', url: '/api/backups', headers: editor.headers })).status).toBe(403);
  const taken = await call<Backup>(t.app, { method: 'POST', url: '/api/backups', headers: owner.headers });
  expect(taken.status).toBe(201);
  expect(taken.body.message).toBe('Резервното копие е готово.');
  expect(taken.body.data).toMatchObject({ kind: 'manual', encrypted: false, check: 'unchecked', migration: expect.stringMatching(/^\d{4}_\w+$/) });
  expect(taken.body.data.rows['courses']).toBeGreaterThan(0);

  const listed = await call<BackupOverview>(t.app, { method: 'GET', url: '/api/backups', headers: owner.headers });
  expect(listed.body.data).toEqual({ backups: [taken.body.data], nextAt: null, lastFailure: null });
  const download = await t.app.inject({ method: 'GET', url: `/api/backups/${taken.body.data.name}`, headers: owner.headers });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-disposition']).toBe(`attachment; filename="${taken.body.data.name}"`);
  expect(download.rawPayload.equals(await readFile(path.join(t.config.backups.dir, taken.body.data.name)))).toBe(true);
  // Every person's data is in it: taking and downloading one are in the audit log, with the owner and the file.
  const logged = (await t.repos.auditEvents.page({ personId: owner.personId }, 10)).map(({ action, subjectId }) => ({ action, subjectId }));
  expect(logged).toContainEqual({ action: 'GET /api/backups/:name', subjectId: taken.body.data.name });
  expect(logged).toContainEqual({ action: 'POST /api/backups', subjectId: null });
  for (const name of ['manual-2020-01-01T000000Z.backup', '..%2F..%2Fpackage.json']) {
    expect((await call(t.app, { method: 'GET', url: `/api/backups/${name}`, headers: owner.headers })).status).toBe(404);
  }
  expect((await call(t.app, { method: 'GET', url: `/api/backups/${taken.body.data.name}`, headers: editor.headers })).status).toBe(403);
});

it('is due at BACKUP_AT of the server’s local time, once a day', () => {
  const at = (text: string) => new Date(text);
  expect(lastDueTime(at('2026-11-28T10:00:00'), '03:00')).toEqual(at('2026-11-28T03:00:00'));
  expect(lastDueTime(at('2026-11-28T02:59:00'), '03:00')).toEqual(at('2026-11-27T03:00:00'));
});

it('takes the daily backup once a day, checks it by restoring it in a child process, and says when the next is due', async () => {
  const dir = path.join(t.uploadsDir, 'daily');
  const clock = { now: new Date('2026-11-28T09:00:00') };
  const service = serviceAt(clock, dir);
  await runDaily(service);
  const first = await service.overview();
  expect(first.backups.map(({ kind, check, checkMessage }) => ({ kind, check, checkMessage }))).toEqual([
    { kind: 'daily', check: 'checked', checkMessage: null },
  ]);
  expect(first.nextAt).toBe(new Date('2026-11-29T03:00:00').toISOString());
  // After the retention rules the embedded database is vacuumed and analysed (a server has its autovacuum).
  const analysed = rowsOf<{ tables: number }>(
    await t.database.db.execute(sql`select count(distinct tablename)::int as tables from pg_stats where schemaname = 'public'`),
  );
  if (t.database.kind === 'pglite') expect(analysed[0]?.tables).toBeGreaterThan(10);

  clock.now = new Date('2026-11-28T23:00:00');
  await runDaily(service);
  expect((await service.overview()).backups).toHaveLength(1);
  // Nor does a restart the same day repeat the day's work: vacuuming years of data holds the database for seconds.
  const vacuums = async () =>
    rowsOf<{ count: number }>(await t.database.db.execute(sql`select coalesce(sum(vacuum_count), 0)::int as count from pg_stat_user_tables`))[0]?.count;
  const vacuumsBefore = await vacuums();
  await runDaily(serviceAt(clock, dir));
  expect(await vacuums()).toBe(vacuumsBefore);
  expect((await service.overview()).backups).toHaveLength(1);
  clock.now = new Date('2026-11-29T03:01:00');
  await runDaily(service);
  expect((await service.overview()).backups.map((backup) => backup.takenAt)).toEqual([clock.now.toISOString(), first.backups[0]!.takenAt]);
  if (t.database.kind === 'pglite') expect(await vacuums()).toBeGreaterThan(vacuumsBefore!);
}, 60_000);

it('tells the owners by e-mail, and shows in every process, when the daily backup fails or a backup fails its check', async () => {
  const owner = (await t.repos.staffPeople.firstOwner())!;
  const dir = path.join(t.uploadsDir, 'failing');
  await mkdir(dir, { recursive: true });
  // A backup of today that does not restore: the daily work has nothing to take, and checks it.
  const clock = { now: new Date('2026-12-01T08:00:00') };
  const name = backupName('daily', clock.now);
  const manifest = await takeBackup(t.database, path.join(dir, name), null, () => clock.now);
  await backupStore(dir).describe(name, manifest, false);
  const bytes = await readFile(path.join(dir, name));
  await writeFile(path.join(dir, name), bytes.subarray(0, Math.floor(bytes.length / 2)));
  const service = serviceAt(clock, dir);
  await runDaily(service);
  const [checked] = (await service.overview()).backups;
  expect(checked).toMatchObject({ name, check: 'failed', checkMessage: expect.any(String) });

  // The next day the file cannot be written (a folder is in its way): no backup, and the owners hear of it.
  clock.now = new Date('2026-12-02T08:00:00');
  await mkdir(path.join(dir, `${backupName('daily', clock.now)}.partial`));
  await runDaily(service);
  // A minute later it waits (6 hours) rather than try and mail again.
  clock.now = new Date('2026-12-02T08:01:00');
  await runDaily(service);
  const overview = await service.overview();
  expect(overview.backups).toHaveLength(1);
  expect(overview.lastFailure).toMatchObject({ at: new Date('2026-12-02T08:00:00').toISOString(), message: expect.any(String) });
  // Every process shows it (it is kept beside the backups), until a daily backup succeeds.
  expect((await serviceAt(clock, dir).overview()).lastFailure).toEqual(overview.lastFailure);
  const alerts = (await t.repos.outbox.list()).filter((message) => message.kind === 'staff-backup-failed');
  expect(alerts.map((message) => message.subject)).toEqual([
    'Резервното копие на Бизнес Академия АД не беше направено',
    'Резервното копие на Бизнес Академия АД не мина проверката',
  ]);
  expect(alerts.every((message) => message.to.includes(owner.email!))).toBe(true);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

it('keeps the newest 7 daily backups, the newest of each of the last 4 weeks, and those on demand of the last 35 days', async () => {
  const dir = path.join(t.uploadsDir, 'pruned');
  await mkdir(dir, { recursive: true });
  const store = backupStore(dir);
  const days = Array.from({ length: 40 }, (_, index) => new Date(Date.UTC(2026, 9, 1 + index, 3)));
  const taken = [
    ...days.map((day) => ['daily', day] as const),
    ['manual', new Date('2026-10-01T12:00:00Z')] as const,
    ['manual', new Date('2026-11-05T12:00:00Z')] as const,
  ];
  for (const [kind, day] of taken) {
    const name = backupName(kind, day);
    await writeFile(path.join(dir, name), 'x');
    const described: Backup = {
      name,
      kind,
      takenAt: day.toISOString(),
      size: 1,
      sha256: '',
      encrypted: false,
      migration: '',
      rows: {},
      check: 'checked',
      checkedAt: null,
      checkMessage: null,
    };
    await writeFile(path.join(dir, `${name}.json`), JSON.stringify(described));
  }
  await store.prune(new Date('2026-11-10T12:00:00Z'));
  const kept = (await store.list()).map((backup) => `${backup.kind} ${backup.takenAt.slice(0, 10)}`);
  // 2026-11-09 is the last day; its week began on Monday 2026-11-09, the weeks before on 11-02, 10-26 and 10-19.
  // Of those taken on demand, the one of 2026-10-01 is older than 35 days.
  expect(kept).toEqual([
    'daily 2026-11-09',
    'daily 2026-11-08',
    'daily 2026-11-07',
    'daily 2026-11-06',
    'manual 2026-11-05',
    'daily 2026-11-05',
    'daily 2026-11-04',
    'daily 2026-11-03',
    'daily 2026-11-01',
    'daily 2026-10-25',
  ]);
});
