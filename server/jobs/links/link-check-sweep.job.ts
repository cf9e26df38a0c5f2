import { z } from 'zod';
import { instancesDueForLinkCheck } from '#server/services/links/instances-due-for-link-check.js';
import { failInterruptedChecks, queueLinkCheck } from '#server/services/links/queue-link-check.js';
import { defineJob } from '../job-definition.js';

/**
 * Every few minutes: queue a link check for each ready instance whose own schedule (cron, UTC,
 * default daily) fired since its last instance check was queued, or since it was added.
 */
export const linkCheckSweepJob = defineJob({
  name: 'links.sweep',
  payload: z.object({}).loose(),
  schedule: '*/10 * * * *',
  options: { retryLimit: 0, expireInSeconds: 300 },
  async handle(_payload, { runtime }) {
    await failInterruptedChecks(runtime.db);
    for (const instanceId of await instancesDueForLinkCheck(runtime.db, new Date())) {
      await queueLinkCheck(runtime.db, runtime.jobs, {
        instanceId,
        scope: 'instance',
        trigger: 'schedule',
        requestedBy: null,
      });
    }
  },
});
