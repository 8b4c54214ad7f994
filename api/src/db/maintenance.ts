// PostgreSQL's autovacuum is a server process; embedded PGlite has none, so nothing else would ever vacuum or
// analyse the site's own database: dead rows that updates and deletes leave would stay, the planner would have no
// statistics, and no page would be marked all-visible, so a count reads the whole table where it could read an
// index (100,000 clients: 25 ms -> 10 ms). The daily work runs it.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';

/** Vacuums and analyses the embedded database; a PostgreSQL server is left to its autovacuum (false). */
export async function vacuumEmbedded(database: Pick<DatabaseHandle, 'kind' | 'db'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}
