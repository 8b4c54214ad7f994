// PostgreSQL's autovacuum is a server process; embedded PGlite has none, so nothing else would ever vacuum or
// analyse the site's own database: dead rows that updates and deletes leave would stay, the planner would have no
// statistics, and no page would be marked all-visible, so a count reads the whole table where it could read an
// index (100,000 clients: 25 ms -> 10 ms). The daily work runs it.
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from './database';

/** Vacuums and analyses the embedded database; a PostgreSQL server is left to its autovacuum (false). */
export async function vacuumEmbedded(database: Pick<DatabaseHandle, 'kind' | 'db'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

/**
 * The statistics target of the analyses between daily runs: a sample of 3,000 rows instead of the default 30,000.
 * PGlite runs a statement on the server's own thread, so an analysis holds every request for its duration: the
 * outbox's analysis took 90–120 ms at the default target and 35–40 ms at this one (20,000 messages). The daily
 * `vacuum (analyze)` keeps the default's finer statistics.
 */
const QUICK_STATISTICS_TARGET = 10;

/** The share of a table that must have changed since its last analysis: autovacuum's, and while the server is busy. */
const CHANGED_SHARE = { quiet: 0.1, busy: 1 } as const;

/**
 * Autovacuum's rule for analysing (a table once more than 50 rows and a tenth of it changed since its last
 * analysis), applied to the embedded database, one table a call, the most overdue first; answers the table
 * analysed. Without it the statistics are a day old: a fresh site's tables grew from none to thousands of rows
 * under plans made for empty ones, and sign-ups slowed from 1,100/s to 300/s within a minute of load
 * (docs/performance.md has the runs). One table at a time keeps each pause short.
 *
 * While the server is `busy` a table waits until it has doubled: each analysis holds every request (up to 69 ms for
 * the outbox under sign-ups), and plans made at half a table's size still fit it, where plans made for an empty one
 * did not. The waiting tables are analysed at the first quiet moment, as autovacuum's cost delay yields to the
 * queries a server is answering.
 */
export async function analyzeMostChanged(database: Pick<DatabaseHandle, 'kind' | 'db'>, { busy = false } = {}): Promise<string | null> {
  if (database.kind !== 'pglite') return null;
  const share = busy ? CHANGED_SHARE.busy : CHANGED_SHARE.quiet;
  const [due] = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select name from (
        select s.relname as name, s.n_mod_since_analyze / (50 + ${share} * greatest(c.reltuples, 0)) as overdue
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      ) tables
      where overdue > 1
      order by overdue desc, name
      limit 1`),
  );
  if (!due) return null;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local default_statistics_target = ${sql.raw(String(QUICK_STATISTICS_TARGET))}`);
    await tx.execute(sql`analyze ${sql.identifier(due.name)}`);
  });
  return due.name;
}
