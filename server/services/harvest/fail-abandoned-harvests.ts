import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { harvestRuns, instances } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';

/**
 * A running harvest writes its heartbeat at least once a page; one silent this long was left by
 * a process that died (killed, out of memory, the machine restarted).
 */
export const abandonedHarvestSeconds = 5 * 60;

/**
 * Fails the harvests whose process died mid-run (of one instance, or of all), each with a
 * harvest.failed event, so the instance shows the failure and a new harvest can start. What those
 * harvests stored stays: each page committed on its own, and the next harvest resumes from it.
 * Returns how many were failed.
 */
export async function failAbandonedHarvests(
  db: Queryable,
  options: { instanceId?: string; now?: Date } = {},
): Promise<number> {
  const staleBefore = new Date(
    (options.now ?? new Date()).getTime() - abandonedHarvestSeconds * 1000,
  );
  const abandoned = await db
    .update(harvestRuns)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      error: 'The process running this harvest stopped before it finished',
    })
    .where(
      and(
        eq(harvestRuns.status, 'running'),
        lt(sql`coalesce(${harvestRuns.heartbeatAt}, ${harvestRuns.startedAt})`, staleBefore),
        options.instanceId ? eq(harvestRuns.instanceId, options.instanceId) : undefined,
      ),
    )
    .returning({
      instanceId: harvestRuns.instanceId,
      requestedBy: harvestRuns.requestedBy,
      heartbeatAt: harvestRuns.heartbeatAt,
    });
  for (const run of abandoned) {
    const [instance] = await db
      .select({ workspaceId: instances.workspaceId })
      .from(instances)
      .where(eq(instances.id, run.instanceId));
    if (!instance) continue;
    await recordEvent(db, {
      workspaceId: instance.workspaceId,
      instanceId: run.instanceId,
      level: 'error',
      kind: 'harvest.abandoned',
      actorId: run.requestedBy,
      details: { reason: 'workerStopped', lastHeartbeat: run.heartbeatAt?.toISOString() ?? '' },
    });
  }
  return abandoned.length;
}
