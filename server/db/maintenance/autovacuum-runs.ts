import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database.js';

/**
 * Whether the server vacuums our tables by itself. PGlite never does (it is PostgreSQL in
 * single-user mode, which starts no autovacuum); a PostgreSQL server does unless it was turned off.
 */
export async function autovacuumRuns(database: DatabaseHandle): Promise<boolean> {
  if (database.kind === 'pglite') return false;
  const result = (await database.db.execute(
    sql`select current_setting('autovacuum') = 'on' and current_setting('track_counts') = 'on' as "runs"`,
  )) as unknown as { rows: { runs: boolean }[] };
  return result.rows[0]?.runs === true;
}
