import { and, eq, lt, sql } from 'drizzle-orm';
import { syncRuns } from '#server/db/schema/index.js';
import { runSyncRunKind } from '#server/jobs/sync-runs/sync-run-job-kinds.js';
import type { DatabaseNeed, JobsNeed } from '../service-needs.js';
import { abandonedSyncRunSeconds } from './take-sync-run.js';

/**
 * Queues again the runs whose process died (killed, out of memory, the machine restarted): a
 * running run whose heartbeat is stale. Its job takes it over and does the items left running
 * again. Returns how many were queued.
 */
export async function resumeAbandonedSyncRuns(deps: DatabaseNeed & JobsNeed): Promise<number> {
  const abandoned = await deps.db
    .select({ id: syncRuns.id })
    .from(syncRuns)
    .where(
      and(
        eq(syncRuns.status, 'running'),
        lt(syncRuns.heartbeatAt, sql`now() - make_interval(secs => ${abandonedSyncRunSeconds})`),
      ),
    );
  for (const run of abandoned) await deps.jobs.enqueue(runSyncRunKind, { runId: run.id });
  return abandoned.length;
}
