import { z } from 'zod';
import { pruneLogs } from '#server/services/maintenance/prune-logs.js';
import { defineJob } from '../job-definition.js';

/**
 * Every day at 18:30 UTC (03:30 in Japan): deletes the check logs, events and (when a period is
 * set) change histories older than the system administrator's retention settings.
 */
export const pruneLogsJob = defineJob({
  name: 'maintenance.pruneLogs',
  payload: z.object({}).loose(),
  schedule: '30 18 * * *',
  options: { retryLimit: 1, expireInSeconds: 60 * 60 },
  async handle(_payload, { runtime }) {
    const pruned = await pruneLogs(runtime.db);
    runtime.logger.info(pruned, 'pruned logs');
  },
});
