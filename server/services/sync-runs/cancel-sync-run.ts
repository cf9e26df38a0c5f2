import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SyncRunStatus } from '#contract/functions/sync-runs.js';
import type { Queryable } from '#server/db/database.js';
import { syncRuns } from '#server/db/schema/index.js';
import { finishSyncRun } from './finish-sync-run.js';

/**
 * Asks a run to stop: the datasets already on their way finish, no new one starts, the rest become
 * cancelled. A run still queued stops at once. Asking again, or after the end, changes nothing.
 */
export async function cancelSyncRun(db: Queryable, runId: string): Promise<SyncRunStatus> {
  await db
    .update(syncRuns)
    .set({ cancelRequestedAt: new Date() })
    .where(
      and(
        eq(syncRuns.id, runId),
        inArray(syncRuns.status, ['queued', 'running']),
        isNull(syncRuns.cancelRequestedAt),
      ),
    );
  // Nobody has taken a queued run yet: end it here (its job then finds it over).
  const queued = await db
    .update(syncRuns)
    .set({ status: 'running' })
    .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'queued')))
    .returning({ id: syncRuns.id });
  if (queued.length > 0) await finishSyncRun(db, runId);
  const [run] = await db
    .select({ status: syncRuns.status })
    .from(syncRuns)
    .where(eq(syncRuns.id, runId));
  return run!.status;
}
