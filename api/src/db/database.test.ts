// On-disk PGlite, as `npm start` uses it: created (initdb in a child process) on first open, kept after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';

const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe.skip : describe)('PGlite on disk', () => {
  jest.setTimeout(120_000);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-disk-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates the database on first open and finds its rows on the next, with small shared buffers', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`insert into categories (name, slug) values ('Финанси', 'finansi')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await second.db.execute(query)) as unknown as { rows: T[] }).rows;
    expect(await rowsOf<{ slug: string }>(sql`select slug from categories`)).toEqual([{ slug: 'finansi' }]);
    expect(await rowsOf<{ shared_buffers: string }>(sql`show shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
    await second.close();
  });
});
