import { z } from 'zod';
import { resumeAbandonedSyncRuns } from '#server/services/sync-runs/resume-abandoned-sync-runs.js';
import { defineJob } from '../job-definition.js';

/** Every minute: queue again the sync runs whose worker died, so none is left half done. */
export const syncRunSweepJob = defineJob({
  name: 'syncRuns.sweep',
  payload: z.object({}).loose(),
  schedule: '* * * * *',
  options: { retryLimit: 0, expireInSeconds: 60 },
  async handle(_payload, { runtime }) {
    const resumed = await resumeAbandonedSyncRuns(runtime);
    if (resumed > 0) runtime.logger.warn({ resumed }, 'resumed sync runs whose worker died');
  },
});
