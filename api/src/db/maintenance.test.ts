import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/test-app';
import { openDatabase, rowsOf, type DatabaseHandle } from './database';
import { analyzeChanged, vacuumEmbedded } from './maintenance';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase('migrated');
  drop = fresh.drop;
  database = await openDatabase(fresh.options);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const categoriesTable = async () =>
  rowsOf<{ visible: number; analysed: boolean }>(
    await database.db.execute(sql`
      select relallvisible as visible, exists (select 1 from pg_stats where tablename = 'categories') as analysed
      from pg_class where relname = 'categories'`),
  )[0];

(process.env.DATABASE_URL ? it.skip : it)('vacuums and analyses the embedded database: counts can read an index, the planner has statistics', async () => {
  await database.db.execute(sql`insert into categories (name, slug) select 'Категория ' || n, 'kategoriya-' || n from generate_series(1, 500) as n`);
  expect(await categoriesTable()).toEqual({ visible: 0, analysed: false });
  expect(await vacuumEmbedded(database)).toBe(true);
  const after = await categoriesTable();
  expect(after?.visible).toBeGreaterThan(0);
  expect(after?.analysed).toBe(true);
});

(process.env.DATABASE_URL ? it.skip : it)('analyses the tables that changed by more than a tenth since their last analysis, as autovacuum would', async () => {
  const countsKept = () => database.db.execute(sql`select pg_stat_force_next_flush()`);
  // Counted changes reach the statistics a moment after their statement: what came before this test first.
  await countsKept();
  await analyzeChanged(database);
  await database.db.execute(sql`insert into categories (name, slug) select 'Нова ' || n, 'nova-' || n from generate_series(1, 40) as n`);
  await countsKept();
  expect(await analyzeChanged(database)).toEqual([]);
  await database.db.execute(sql`insert into categories (name, slug) select 'Още ' || n, 'oshte-' || n from generate_series(1, 200) as n`);
  await countsKept();
  expect(await analyzeChanged(database)).toEqual(['categories']);
  await countsKept();
  expect(await analyzeChanged(database)).toEqual([]);
});

(process.env.DATABASE_URL ? it : it.skip)('leaves a PostgreSQL server to its autovacuum', async () => {
  expect(await vacuumEmbedded(database)).toBe(false);
  expect(await analyzeChanged(database)).toEqual([]);
});
