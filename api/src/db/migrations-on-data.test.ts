// Each migration runs on a database that has data, not only on an empty one: for every migration, a database at
// the migration before it gets the seed's rows (the seeded template's, in the tables and columns that version
// has) and then a row in every table (values by column type, foreign keys pointing at the rows made before),
// and this build opens it and runs the rest. A NOT NULL column added without a default, or a conversion that fails
// on a real value, fails here. On-disk PGlite, or new databases on DATABASE_URL.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { prepareAtMigration, type RunSql } from '../test/earlier-schema';
import { freshDatabase } from '../test/test-app';
import { MIGRATIONS_FOLDER, openDatabase, rowsOf } from './database';

jest.setTimeout(300_000);

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((entry) => entry.tag);
const RECENT = tags.slice(-3);
/** Tables a migration empties on purpose, by that migration: sessions from before staff people belonged to nobody. */
const EMPTIED_BY: Record<string, string> = { admin_sessions: '0012_staff_people' };

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  column_default: string | null;
}
interface ForeignKey {
  table_name: string;
  column_name: string;
  foreign_table: string;
  foreign_column: string;
}

/** A value of the column's type; text names its place, so a row can be told apart. */
function sampleValue({ table_name: table, column_name: column, data_type: type }: Column): unknown {
  if (['integer', 'bigint', 'smallint'].includes(type)) return 1;
  if (['numeric', 'double precision', 'real'].includes(type)) return 12.34;
  // false: a flag some table allows once (the first owner) is never set twice.
  if (type === 'boolean') return false;
  if (type === 'jsonb' || type === 'json') return '[]';
  if (type.startsWith('timestamp')) return '2025-06-01T10:00:00Z';
  if (type === 'date') return '2025-06-01';
  if (type === 'bytea') return Buffer.from('sample');
  return `sample-${table}-${column}`;
}

/** Every table's rows, as JSON objects by column name. */
type TableRows = Record<string, Record<string, unknown>[]>;

/** The seeded template's rows (this build's schema), every table. */
async function seedRows(): Promise<TableRows> {
  const fresh = await freshDatabase('seeded');
  const database = await openDatabase(fresh.options);
  try {
    const tables = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    );
    const rows: TableRows = {};
    for (const { table_name: table } of tables) {
      const [found] = rowsOf<{ rows: Record<string, unknown>[] }>(
        await database.db.execute(sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${sql.identifier(table)} t`),
      );
      rows[table] = found?.rows ?? [];
    }
    return rows;
  } finally {
    await database.close();
    await fresh.drop();
  }
}

/**
 * One row in every table of the schema as it is now, parents before children, after the seed's rows in the
 * columns this schema has (their ids kept, so their foreign keys hold; the sequences moved past them); what each
 * table then holds.
 */
async function fillEveryTable(run: RunSql, seed: TableRows): Promise<Record<string, number>> {
  const columns = (await run(
    `select table_name, column_name, data_type, column_default from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  )) as Column[];
  const keys = (await run(
    `select kcu.table_name, kcu.column_name, ccu.table_name as foreign_table, ccu.column_name as foreign_column
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  )) as ForeignKey[];
  const tables = [...new Set(columns.map((column) => column.table_name))];
  const made = new Map<string, Record<string, unknown>>();
  const counts: Record<string, number> = {};
  while (made.size < tables.length) {
    const ready = tables.find(
      (table) => !made.has(table) && keys.every((key) => key.table_name !== table || key.foreign_table === table || made.has(key.foreign_table)),
    );
    if (!ready) throw new Error(`foreign keys in a circle among ${tables.filter((table) => !made.has(table)).join(', ')}`);
    const own = columns.filter((entry) => entry.table_name === ready);
    const seeded = seed[ready] ?? [];
    if (seeded.length > 0) {
      const kept = own.filter((column) => column.column_name in seeded[0]!).map((column) => `"${column.column_name}"`);
      await run(
        `insert into "${ready}" (${kept.join(', ')}) select ${kept.join(', ')} from jsonb_populate_recordset(null::"${ready}", $1::jsonb) on conflict do nothing`,
        [JSON.stringify(seeded)],
      );
      for (const serial of own.filter((column) => column.column_default?.startsWith('nextval('))) {
        await run(
          `select setval(pg_get_serial_sequence('"${ready}"', '${serial.column_name}'), greatest((select max("${serial.column_name}") from "${ready}"), 1))`,
        );
      }
    }
    const values: Record<string, unknown> = {};
    for (const column of own) {
      const key: ForeignKey | undefined = keys.find((entry) => entry.table_name === ready && entry.column_name === column.column_name);
      if (key && key.foreign_table !== ready) values[column.column_name] = made.get(key.foreign_table)?.[key.foreign_column];
      else if (!column.column_default?.startsWith('nextval(')) values[column.column_name] = sampleValue(column);
    }
    const names = Object.keys(values);
    // A one-row table its migration filled (staff_policy) keeps that row.
    const [inserted] = await run(
      `insert into "${ready}" (${names.map((name) => `"${name}"`).join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')}) on conflict do nothing returning *`,
      names.map((name) => values[name]),
    );
    const [row] = inserted ? [inserted] : await run(`select * from "${ready}" limit 1`);
    made.set(ready, row as Record<string, unknown>);
  }
  // What each table holds now: the row made here, and any a migration wrote itself (the first owner).
  for (const table of tables) {
    const [row] = (await run(`select count(*)::int as n from "${table}"`)) as { n: number }[];
    counts[table] = row!.n;
  }
  return counts;
}

describe('every migration on a database with the seed and a row in every table', () => {
  let dir: string;
  let seed: TableRows;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-on-data-'));
    seed = await seedRows();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // The newest migrations: every new one is tested as it lands (the older ones have run on every installation).
  it.each(RECENT.map((tag) => [tag, tags[tags.indexOf(tag) - 1]!]))('%s runs on the data of %s', async (_tag, previous) => {
    const fresh = await freshDatabase('empty', { pgliteDir: path.join(dir, previous) });
    const { options } = fresh;
    try {
      let counts: Record<string, number> = {};
      await prepareAtMigration(options, previous, async (run) => {
        counts = await fillEveryTable(run, seed);
      });
      // The seed is there (its courses and articles, each with the row made after them).
      expect({ courses: counts.courses, articles: counts.articles }).toEqual({ courses: seed.courses!.length + 1, articles: seed.articles!.length + 1 });
      const database = await openDatabase(options);
      try {
        // A table a later migration replaced (auth_failures by rate_windows) is gone with its row.
        const kept = new Set(
          rowsOf<{ table_name: string }>(await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map(
            (row) => row.table_name,
          ),
        );
        const emptied = (table: string) => EMPTIED_BY[table] !== undefined && tags.indexOf(EMPTIED_BY[table]) > tags.indexOf(previous);
        for (const [table, count] of Object.entries(counts).filter(([name]) => kept.has(name) && !emptied(name))) {
          const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
          expect({ table, rows: row?.n }).toEqual({ table, rows: count });
        }
      } finally {
        await database.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
