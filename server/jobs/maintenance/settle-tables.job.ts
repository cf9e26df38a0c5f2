import { z } from 'zod';
import { settleChangedTables } from '#server/services/maintenance/settle-changed-tables.js';
import { defineJob } from '../job-definition.js';

/**
 * Every 10 minutes: fold the tallies and settle the tables that changed enough since (a harvest
 * and a link check settle the tables they wrote as soon as they end; this catches everything
 * else: edits, imports, syncs).
 */
export const settleTablesJob = defineJob({
  name: 'db.settle',
  payload: z.object({}).loose(),
  schedule: '*/10 * * * *',
  options: { retryLimit: 0, expireInSeconds: 30 * 60 },
  handle: (_payload, { runtime }) => settleChangedTables(runtime),
});
