import { foldTallies } from '#server/db/maintenance/fold-tallies.js';
import { settleChangedTables as settleTablesThatChanged } from '#server/db/maintenance/settle-changed-tables.js';
import { datasetTallies, historyTallies } from '#server/db/schema/index.js';
import type { DatabaseHandleNeed, DatabaseNeed, LoggerNeed } from '../service-needs.js';

/**
 * Folds the dataset and history tallies a harvest's pages left (one row per instance), then
 * analyzes (and, where no autovacuum runs — PGlite always — vacuums) the tables that changed
 * enough since, as autovacuum would.
 */
export async function settleChangedTables(
  deps: DatabaseNeed & DatabaseHandleNeed & LoggerNeed,
): Promise<void> {
  const folded =
    (await foldTallies(deps.db, datasetTallies)) + (await foldTallies(deps.db, historyTallies));
  const report = await settleTablesThatChanged(deps.database);
  if (report.analyzed.length > 0) deps.logger.info({ ...report, folded }, 'settled tables');
}
