import { sql } from 'drizzle-orm';
import { freshDatabase } from '../test/test-app';
import { openDatabase, rowsOf, type DatabaseHandle } from './database';
import { analyzeMostChanged, vacuumEmbedded } from './maintenance';

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

const countsKept = () => database.db.execute(sql`select pg_stat_force_next_flush()`);
const analyseAll = async () => {
  await countsKept();
  while (await analyzeMostChanged(database));
};
const addLectors = (count: number) => database.db.execute(sql`insert into lectors (full_name) select 'Лектор ' || n from generate_series(1, ${count}) as n`);

(process.env.DATABASE_URL ? it.skip : it)(
  'analyses a table once more than a tenth of it changed since its last analysis, as autovacuum would, the most changed first',
  async () => {
    // Counted changes reach the statistics a moment after their statement: what came before this test first.
    await analyseAll();
    await database.db.execute(sql`insert into categories (name, slug) select 'Нова ' || n, 'nova-' || n from generate_series(1, 40) as n`);
    await countsKept();
    expect(await analyzeMostChanged(database)).toBeNull();
    await database.db.execute(sql`insert into categories (name, slug) select 'Още ' || n, 'oshte-' || n from generate_series(1, 200) as n`);
    await addLectors(600);
    await countsKept();
    expect(await analyzeMostChanged(database)).toBe('lectors');
    expect(await analyzeMostChanged(database)).toBe('categories');
    await countsKept();
    expect(await analyzeMostChanged(database)).toBeNull();
    expect(rowsOf<{ rows: number }>(await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = 'lectors'`))[0]?.rows).toBe(600);
    // A quick analysis (a short pause for the requests waiting on the one connection): 11 histogram bounds, not 101.
    const bounds = await database.db.execute(
      sql`select array_length(histogram_bounds::text::text[], 1) as bounds from pg_stats where tablename = 'lectors' and attname = 'full_name'`,
    );
    expect(rowsOf<{ bounds: number }>(bounds)[0]?.bounds).toBe(11);
  },
);

(process.env.DATABASE_URL ? it.skip : it)('while the server is busy, a table waits until it has doubled; at the first quiet look it is analysed', async () => {
  // Rows of its own, whatever ran before it, all analysed.
  await addLectors(400);
  await analyseAll();
  const lectors = rowsOf<{ rows: number }>(await database.db.execute(sql`select reltuples::int as rows from pg_class where relname = 'lectors'`))[0]!.rows;
  const half = Math.round(lectors / 2);
  // Half as many again: overdue by autovacuum's rule, not doubled.
  await addLectors(half);
  await countsKept();
  expect(await analyzeMostChanged(database, { busy: true })).toBeNull();
  // Now more rows changed than it had, and the 50 of autovacuum's rule: doubled.
  await addLectors(half + 100);
  await countsKept();
  expect(await analyzeMostChanged(database, { busy: true })).toBe('lectors');

  // A quarter more: the first look that finds the server quiet analyses it.
  await addLectors(half);
  await countsKept();
  expect(await analyzeMostChanged(database, { busy: true })).toBeNull();
  expect(await analyzeMostChanged(database)).toBe('lectors');
});

(process.env.DATABASE_URL ? it : it.skip)('leaves a PostgreSQL server to its autovacuum', async () => {
  expect(await vacuumEmbedded(database)).toBe(false);
  expect(await analyzeMostChanged(database)).toBeNull();
});
