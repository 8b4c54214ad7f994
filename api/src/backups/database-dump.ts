// Reading every table of the site's database in one snapshot, and loading rows back: the SQL both the embedded
// database and PostgreSQL understand, so a backup of either restores into either.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, rowsOf, type Database } from '../db/database';

/** A transaction's (or the database's) way of running SQL. */
type Executor = Pick<Database, 'execute'>;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const ROWS_PER_FETCH = 500;

/** The site's tables, each after the tables it refers to (so rows load without breaking a foreign key). */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map(
    (row) => row.name,
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Each row of `table` as JSON, a batch at a time (a cursor: a table never has to fit in memory at once). */
export async function* tableRows(tx: Executor, table: string): AsyncGenerator<string> {
  const cursor = `dump_${table}`;
  await tx.execute(sql.raw(`declare ${ident(cursor)} no scroll cursor for select row_to_json(t)::text as line from ${ident(table)} t`));
  try {
    for (;;) {
      const batch = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${ROWS_PER_FETCH} from ${ident(cursor)}`)));
      if (batch.length === 0) return;
      for (const row of batch) yield row.line;
    }
  } finally {
    await tx.execute(sql.raw(`close ${ident(cursor)}`));
  }
}

/** Times as UTC and numbers in full, whatever the server's settings: the same row gives the same JSON everywhere. */
export async function stableJson(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
}

/** The newest migration applied to the database, or null for one never migrated. */
export async function appliedMigration(db: Executor): Promise<{ tag: string; folderMillis: number } | null> {
  const table = rowsOf<{ found: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`))[0];
  if (!table?.found) return null;
  const last = rowsOf<{ at: string | null }>(await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`))[0];
  if (!last?.at) return null;
  const folderMillis = Number(last.at);
  const tag = shippedMigrations().find((migration) => migration.folderMillis === folderMillis)?.tag ?? 'unknown';
  return { tag, folderMillis };
}

function shippedMigrations(): (MigrationMeta & { tag: string })[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const tags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({ ...migration, tag: tags.get(migration.folderMillis) ?? 'unknown' }));
}

/** Applies the shipped migrations up to `folderMillis` (the backup's), recording them as drizzle's migrator does. */
export async function migrateUpTo(db: Database, folderMillis: number): Promise<void> {
  const migrations = shippedMigrations().filter((migration) => migration.folderMillis <= folderMillis);
  if (migrations.at(-1)?.folderMillis !== folderMillis) {
    throw new Error('the backup was taken by a newer version of the site (its schema is unknown here): restore it with that version or a later one');
  }
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  await db.transaction(async (tx) => {
    for (const migration of migrations) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
    }
  });
}

/** The columns a row can be inserted with (not the generated ones). */
async function insertableColumns(tx: Executor, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await tx.execute(
      sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    ),
  ).map((row) => row.name);
}

/** Inserts rows given as row_to_json text, PostgreSQL turning each field back into its column's type. */
export function rowLoader(tx: Executor, table: string): { add(line: string): Promise<void>; flush(): Promise<void> } {
  let columns: Promise<string[]> | null = null;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const list = (await (columns ??= insertableColumns(tx, table))).map(ident).join(', ');
    const json = `[${batch.join(',')}]`;
    batch = [];
    bytes = 0;
    await tx.execute(
      sql`${sql.raw(`insert into ${ident(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${ident(table)}, `)}${json}${sql.raw('::json)')}`,
    );
  };
  return {
    async add(line) {
      batch.push(line);
      bytes += line.length;
      if (batch.length >= 1000 || bytes >= 16 * 1024 * 1024) await flush();
    },
    flush,
  };
}

/** Empties every table (a migration may have added rows the backup holds anyway). */
export async function emptyTables(tx: Executor, tables: string[]): Promise<void> {
  if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(ident).join(', ')} restart identity cascade`));
}

/** Moves every serial and identity sequence past the highest id restored, so new rows do not collide. */
export async function resetSequences(tx: Executor): Promise<void> {
  const sequences = rowsOf<{ table: string; column: string; sequence: string }>(
    await tx.execute(sql`
      select c.relname as table, a.attname as column, pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r' and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`),
  );
  for (const { table, column, sequence } of sequences) {
    await tx.execute(sql`select setval(${sequence}, coalesce((select max(${sql.raw(ident(column))}) from ${sql.raw(ident(table))}), 0) + 1, false)`);
  }
}
