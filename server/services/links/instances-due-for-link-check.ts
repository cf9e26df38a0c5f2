import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { instances, linkChecks } from '#server/db/schema/index.js';
import { scheduleFiredSince } from '../schedules/schedule-fired-since.js';

// In a select list drizzle writes a column without its table, so the outer row's id is named in
// full: `${instances.id}` there would read as the checks' own id.

/**
 * The ready instances whose own link-check schedule fired since their last whole-instance check
 * was queued (or since they were added), read in one statement, not one query per instance.
 */
export async function instancesDueForLinkCheck(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .select({
      id: instances.id,
      schedule: instances.linkCheckSchedule,
      createdAt: instances.createdAt,
      lastQueuedAt: sql<number | null>`(
        select extract(epoch from max(${linkChecks.queuedAt})) from ${linkChecks}
        where ${linkChecks.instanceId} = "instances"."id" and ${linkChecks.scope} = 'instance'
      )`.mapWith((seconds: string | number | null) =>
        // Seconds since the epoch: a timestamp in text does not always parse as a Date.
        seconds === null ? null : new Date(Number(seconds) * 1000),
      ),
    })
    .from(instances)
    .where(eq(instances.state, 'ready'));
  return rows
    .filter(({ schedule, lastQueuedAt, createdAt }) =>
      scheduleFiredSince(schedule, lastQueuedAt ?? createdAt, now),
    )
    .map(({ id }) => id);
}
