// Several processes starting together on an empty PostgreSQL database all come up: the migrations run
// under an advisory lock, one process at a time. (PGlite lives inside one process: nothing to race.)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { freshDatabase } from '../test/test-app';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './database';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('three servers starting at once on an empty database', () => {
  it.each([1, 2, 3])('all open and migrate it, each migration applied once (round %i)', async () => {
    const { options, drop } = await freshDatabase();
    const opened: DatabaseHandle[] = [];
    try {
      const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase(options)));
      for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
      expect(results.map((result) => (result.status === 'fulfilled' ? 'up' : String(result.reason)))).toEqual(['up', 'up', 'up']);

      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      if (options.kind !== 'postgres') throw new Error('a PostgreSQL test database was expected');
      const client = new Client({ connectionString: options.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      await client.end();
      expect(rows).toEqual([{ count: journal.entries.length }]);
      for (const handle of opened) await handle.ping();
    } finally {
      for (const handle of opened) await handle.close();
      await drop();
    }
  });
});
