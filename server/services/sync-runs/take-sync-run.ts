import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { syncRuns } from '#server/db/schema/index.js';

/** How often a running run writes its heartbeat. */
export const syncRunHeartbeatSeconds = 10;

/** A running run silent this long was left by a process that died: another may take it over. */
export const abandonedSyncRunSeconds = 60;

/**
 * Takes a run to work on: a queued one, or a running one whose process died (its heartbeat is
 * stale). One conditional update, so two processes never work the same run; null when the run is
 * over or alive elsewhere.
 */
export async function takeSyncRun(
  db: Queryable,
  runId: string,
): Promise<typeof syncRuns.$inferSelect | null> {
  const [run] = await db
    .update(syncRuns)
    .set({
      status: 'running',
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${syncRuns.startedAt}, now())`,
    })
    .where(
      and(
        eq(syncRuns.id, runId),
        or(
          eq(syncRuns.status, 'queued'),
          and(
            inArray(syncRuns.status, ['running']),
            lt(
              syncRuns.heartbeatAt,
              sql`now() - make_interval(secs => ${abandonedSyncRunSeconds})`,
            ),
          ),
        ),
      ),
    )
    .returning();
  return run ?? null;
}
