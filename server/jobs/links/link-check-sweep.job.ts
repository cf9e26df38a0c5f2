import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { instances, linkChecks } from '../../db/schema/index.js';
import { failInterruptedChecks, queueLinkCheck } from '../../services/links/queue-link-check.js';
import { isDue } from '../instances/harvest-sweep.job.js';
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
    const now = new Date();
    await failInterruptedChecks(runtime.db);
    const ready = await runtime.db.select().from(instances).where(eq(instances.state, 'ready'));
    for (const instance of ready) {
      const [last] = await runtime.db
        .select({ queuedAt: linkChecks.queuedAt })
        .from(linkChecks)
        .where(and(eq(linkChecks.instanceId, instance.id), eq(linkChecks.scope, 'instance')))
        .orderBy(desc(linkChecks.queuedAt))
        .limit(1);
      if (isDue(instance.linkCheckSchedule, last?.queuedAt ?? instance.createdAt, now)) {
        await queueLinkCheck(runtime.db, runtime.jobs, {
          instanceId: instance.id,
          scope: 'instance',
          trigger: 'schedule',
          requestedBy: null,
        });
      }
    }
  },
});
