import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database.js';
import { autovacuumRuns } from './autovacuum-runs.js';
import type { SettleReport } from './settle-report.js';
import { settleTable } from './settle-table.js';
import { tablesDueForSettling, type TableActivity } from './tables-due-for-settling.js';

/**
 * Does what autovacuum would, by its own rules, for the tables of ours that changed enough since
 * they were last analyzed or vacuumed: analyzes them, and vacuums them too where the server runs
 * no autovacuum (PGlite is PostgreSQL in single-user mode, which never starts one).
 */
export async function settleChangedTables(database: DatabaseHandle): Promise<SettleReport> {
  const { db } = database;
  const vacuumToo = !(await autovacuumRuns(database));
  // PGlite's one backend reports its counts when idle for a second; have them now.
  if (database.kind === 'pglite') await db.execute(sql`select pg_stat_force_next_flush()`);
  const activity = (await db.execute(sql`
    select relname as "table", n_live_tup::float8 as "liveRows", n_dead_tup::float8 as "deadRows",
      n_mod_since_analyze::float8 as "changedSinceAnalyze",
      n_ins_since_vacuum::float8 as "insertedSinceVacuum"
    from pg_stat_user_tables
    where schemaname = current_schema()
    order by relname`)) as unknown as { rows: TableActivity[] };
  const report: SettleReport = { analyzed: [], vacuumed: [] };
  for (const { table, vacuum } of tablesDueForSettling(activity.rows, { vacuumToo })) {
    await settleTable(db, table, vacuum);
    report.analyzed.push(table);
    if (vacuum) report.vacuumed.push(table);
  }
  return report;
}
