// On-disk PGlite, as `npm start` uses it: created (initdb in a child process) on first open, kept after.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from './database';

const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe.skip : describe)('PGlite on disk', () => {
  jest.setTimeout(120_000);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-disk-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a folder that holds other files but no database, and leaves them as they were', async () => {
    const dataDir = path.join(dir, 'not-empty', 'pglite');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'notes.txt'), 'не е база данни');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `Cannot create the database in ${dataDir}: the folder is not empty but holds no database. Move its files away and start again.`,
    );
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
    expect(await readFile(path.join(dataDir, 'notes.txt'), 'utf8')).toBe('не е база данни');
    expect(await readdir(path.dirname(dataDir))).toEqual(['pglite']);
  });
  // The first start as `npm start` makes it, killed mid-way; the start after it is then a plain first open.
  it('creates the database on first open and keeps it, with small shared buffers, even after a kill -9 during the first start: the next start creates it alone, and the killed one’s initdb never touches it', async () => {
    const dataDir = path.join(dir, 'killed-first-start', 'pglite');
    const initdbChildren = () => {
      try {
        return execFileSync('pgrep', ['-f', path.dirname(dataDir)], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    };
    // A server's first start in its own process, killed as soon as its initdb child runs.
    // --conditions=source: the workspace packages' sources, as jest reads them (their dist/ may not be built yet).
    const server = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '-e',
        `require(${JSON.stringify(require.resolve('./database'))}).openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} })`,
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let serverErrors = '';
    server.stderr?.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
    let serverEnded = false;
    const exited = new Promise((resolve) => server.once('exit', resolve)).then(() => (serverEnded = true));
    for (let waited = 0; initdbChildren().filter((pid) => pid !== server.pid).length === 0; waited += 50) {
      if (serverEnded) throw new Error(`the server ended before its initdb child ran: ${serverErrors}`);
      if (waited > 60_000) throw new Error('no initdb child appeared');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.kill('SIGKILL');
    await exited;
    const strays = initdbChildren();
    expect(strays.length).toBeGreaterThan(0);
    // What the killed server's initdb child has open in the data folder, sampled until it ends.
    const touched = new Set<string>();
    const sampler = setInterval(() => {
      for (const pid of strays) {
        const fds = `/proc/${pid}/fd`;
        let entries: string[];
        try {
          entries = readdirSync(fds);
        } catch {
          continue;
        }
        for (const fd of entries) {
          try {
            const target = readlinkSync(path.join(fds, fd));
            if (target.startsWith(`${dataDir}/`)) touched.add(target);
          } catch {
            // closed meanwhile
          }
        }
      }
    }, 10);

    const restarted = await openDatabase({ kind: 'pglite', dataDir });
    await restarted.db.execute(sql`insert into categories (name, slug) values ('След рестарт', 'sled-restart')`);
    await restarted.close();
    // The orphan only ever writes its own scratch folder; it need not run to its end (on a busy machine that
    // takes minutes), so it is stopped here, after the restart it raced with.
    for (const pid of strays) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already ended
      }
    }
    for (let waited = 0; initdbChildren().length > 0; waited += 100) {
      if (waited > 30_000) throw new Error('the killed server’s initdb child is still running');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    clearInterval(sampler);
    expect([...touched]).toEqual([]);
    // Whatever the killed server's child left beside it is gone after the next start.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(rowsOf(await reopened.db.execute(sql`select slug from categories`))).toEqual([{ slug: 'sled-restart' }]);
    expect(rowsOf(await reopened.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '16MB' }]);
    await reopened.close();
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect((await readdir(path.dirname(dataDir))).filter((name) => name !== 'pglite')).toEqual([]);
  }, 300_000); // two initdb runs at once, beside the rest of the suite on two cores
});
