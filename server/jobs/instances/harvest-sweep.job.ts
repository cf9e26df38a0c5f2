import { CronExpressionParser } from 'cron-parser';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { harvestRuns, instances } from '../../db/schema/index.js';
import { failAbandonedHarvests } from '../../services/harvest/fail-abandoned-harvests.js';
import { queueHarvest } from '../../services/harvest/queue-harvest.js';
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
    for (const instance of await runtime.db.select().from(instances)) {
      const [last] = await runtime.db
        .select({ queuedAt: harvestRuns.queuedAt })
        .from(harvestRuns)
        .where(eq(harvestRuns.instanceId, instance.id))
        .orderBy(desc(harvestRuns.queuedAt))
        .limit(1);
      if (last && isDue(instance.harvestSchedule, last.queuedAt, now)) {
        await queueHarvest(runtime.db, runtime.jobs, {
          instanceId: instance.id,
          trigger: 'schedule',
          requestedBy: null,
        });
      }
    }
  },
});

export function isDue(schedule: string, lastQueuedAt: Date, now: Date): boolean {
  try {
    const previousFire = CronExpressionParser.parse(schedule, { currentDate: now, tz: 'UTC' })
      .prev()
      .toDate();
    return previousFire > lastQueuedAt;
  } catch {
    return false;
  }
}
