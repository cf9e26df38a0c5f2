/** What pg_stat_user_tables says of a table since it was last analyzed and vacuumed. */
export interface TableActivity {
  table: string;
  liveRows: number;
  deadRows: number;
  changedSinceAnalyze: number;
  insertedSinceVacuum: number;
}

/**
 * PostgreSQL's default autovacuum thresholds (autovacuum_analyze_threshold 50 + scale factor 0.1,
 * autovacuum_vacuum_threshold 50 + 0.2, autovacuum_vacuum_insert_threshold 1000 + 0.2): we settle
 * a table when autovacuum would.
 */
const analyzeAfter = { rows: 50, share: 0.1 };
const vacuumAfterDead = { rows: 50, share: 0.2 };
const vacuumAfterInserts = { rows: 1000, share: 0.2 };

/**
 * The tables to analyze, and to vacuum too when `vacuumToo` (nothing else vacuums them), in the
 * order given.
 */
export function tablesDueForSettling(
  tables: readonly TableActivity[],
  { vacuumToo }: { vacuumToo: boolean },
): { table: string; vacuum: boolean }[] {
  const over = (count: number, rule: { rows: number; share: number }, liveRows: number) =>
    count > rule.rows + rule.share * liveRows;
  return tables.flatMap((table) => {
    const vacuum =
      vacuumToo &&
      (over(table.deadRows, vacuumAfterDead, table.liveRows) ||
        over(table.insertedSinceVacuum, vacuumAfterInserts, table.liveRows));
    const analyze = over(table.changedSinceAnalyze, analyzeAfter, table.liveRows);
    return vacuum || analyze ? [{ table: table.table, vacuum }] : [];
  });
}
