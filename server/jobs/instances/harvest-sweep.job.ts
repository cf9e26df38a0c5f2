import { z } from 'zod';
import { failAbandonedHarvests } from '#server/services/harvest/fail-abandoned-harvests.js';
import { instancesDueForHarvest } from '#server/services/harvest/instances-due-for-harvest.js';
import { queueHarvest } from '#server/services/harvest/queue-harvest.js';
import { defineJob } from '../job-definition.js';

/**
 * Every few minutes: fail the harvests whose process died (so no instance shows "running"
 * forever), then queue a harvest for each instance whose own schedule (cron, UTC) fired since
 * its last harvest was queued. One sweep, one job per due instance.
 */
export const harvestSweepJob = defineJob({
  name: 'instances.harvestSweep',
  payload: z.object({}).loose(),
  schedule: '*/10 * * * *',
  options: { retryLimit: 0, expireInSeconds: 300 },
  async handle(_payload, { runtime }) {
    const now = new Date();
    const abandoned = await failAbandonedHarvests(runtime.db, { now });
    if (abandoned > 0) runtime.logger.warn({ abandoned }, 'failed harvests whose process died');
    for (const instanceId of await instancesDueForHarvest(runtime.db, now)) {
      await queueHarvest(runtime.db, runtime.jobs, {
        instanceId,
        trigger: 'schedule',
        requestedBy: null,
      });
    }
  },
});
