import { z } from 'zod';
import { foldTallies } from '../../db/maintenance/fold-tallies.js';
import { datasetTallies, historyTallies } from '../../db/schema/index.js';
import { settleChangedTables } from '../../db/maintenance/settle-changed-tables.js';
import { defineJob } from '../job-definition.js';

/**
 * Every 10 minutes: analyze (and, where the server runs no autovacuum — PGlite always — vacuum)
 * the tables that changed enough since, as autovacuum would. A harvest and a link check settle
 * the tables they wrote as soon as they end; this catches everything else (edits, imports, syncs).
 * It first folds the dataset and history tallies a harvest's pages left, one row per instance.
 */
export const settleTablesJob = defineJob({
  name: 'db.settle',
  payload: z.object({}).loose(),
  schedule: '*/10 * * * *',
  options: { retryLimit: 0, expireInSeconds: 30 * 60 },
  async handle(_payload, { runtime }) {
    const folded =
      (await foldTallies(runtime.db, datasetTallies)) +
      (await foldTallies(runtime.db, historyTallies));
    const report = await settleChangedTables(runtime.database);
    if (report.analyzed.length > 0) runtime.logger.info({ ...report, folded }, 'settled tables');
  },
});
