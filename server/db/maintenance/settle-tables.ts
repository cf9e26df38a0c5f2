import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database.js';
import { autovacuumRuns } from './autovacuum-runs.js';
import type { SettleReport } from './settle-report.js';
import { settleTable } from './settle-table.js';

/**
 * After bulk work that rewrote much of these tables (a first harvest, an instance's link check):
 * analyzes them now — and vacuums them first where no autovacuum runs (PGlite never has one) — so
 * the next list is planned for the rows as they are. Without it a list read right after a harvest
 * of 30,000 datasets was planned for an empty table: a search took 150 ms instead of 8 ms.
 * The caller knows how much it wrote; the server's activity counts may lag it by seconds.
 */
export async function settleTables(
  database: DatabaseHandle,
  tables: readonly string[],
): Promise<SettleReport> {
  const vacuum = !(await autovacuumRuns(database));
  // PGlite's one backend reports its counts when idle for a second: have them in before the
  // analyze, or they would count as changes made after it.
  if (database.kind === 'pglite') await database.db.execute(sql`select pg_stat_force_next_flush()`);
  for (const table of tables) await settleTable(database.db, table, vacuum);
  return { analyzed: [...tables], vacuumed: vacuum ? [...tables] : [] };
}
