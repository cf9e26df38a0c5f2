import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { harvestRuns, instances } from '#server/db/schema/index.js';
import { scheduleFiredSince } from '../schedules/schedule-fired-since.js';

// In a select list drizzle writes a column without its table, so the outer row's id is named in
// full: `${instances.id}` there would read as the runs' own id.

/**
 * The instances whose own harvest schedule fired since their last harvest was queued, read in one
 * statement (each instance with its last harvest's time), not one query per instance. An instance
 * never harvested is left to its first harvest, queued when it was added.
 */
export async function instancesDueForHarvest(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .select({
      id: instances.id,
      schedule: instances.harvestSchedule,
      lastQueuedAt: sql<number | null>`(
        select extract(epoch from max(${harvestRuns.queuedAt})) from ${harvestRuns}
        where ${harvestRuns.instanceId} = "instances"."id"
      )`.mapWith((seconds: string | number | null) =>
        // Seconds since the epoch: a timestamp in text does not always parse as a Date.
        seconds === null ? null : new Date(Number(seconds) * 1000),
      ),
    })
    .from(instances);
  return rows
    .filter(({ schedule, lastQueuedAt }) =>
      lastQueuedAt ? scheduleFiredSince(schedule, lastQueuedAt, now) : false,
    )
    .map(({ id }) => id);
}
