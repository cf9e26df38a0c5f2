import { and, count, eq } from 'drizzle-orm';
import { syncRunItemOutcomes, type SyncRunItemOutcome } from '#contract/functions/sync-runs.js';
import type { Queryable } from '#server/db/database.js';
import { syncRunItems, syncRuns } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';

/** Outcomes a person must look at: the run's event is then a warning. */
const needsLook: readonly SyncRunItemOutcome[] = ['failed', 'refused', 'conflict', 'held'];

/**
 * Ends a run once no item is left to take: a cancelled run's untaken items become cancelled; the
 * run's status, its finish time and an event with the counts per outcome are written together.
 * Only one process ends a run (the run row is locked); returns whether this one did.
 */
export async function finishSyncRun(db: Queryable, runId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(syncRuns).where(eq(syncRuns.id, runId)).for('update');
    if (!run || run.status !== 'running') return false;
    // Items another process still works on (it took the run over meanwhile): that one ends it.
    const [stillRunning] = await tx
      .select({ n: count() })
      .from(syncRunItems)
      .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.state, 'running')));
    if ((stillRunning?.n ?? 0) > 0) return false;
    const cancelled = run.cancelRequestedAt !== null;
    if (cancelled) {
      await tx
        .update(syncRunItems)
        .set({ state: 'done', outcome: 'cancelled', finishedAt: new Date() })
        .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.state, 'pending')));
    }
    const rows = await tx
      .select({ outcome: syncRunItems.outcome, n: count() })
      .from(syncRunItems)
      .where(eq(syncRunItems.runId, runId))
      .groupBy(syncRunItems.outcome);
    // Every outcome, naught included, so the event's text reads whole.
    const counts = Object.fromEntries(syncRunItemOutcomes.map((outcome) => [outcome, 0])) as Record<
      SyncRunItemOutcome,
      number
    >;
    for (const row of rows) if (row.outcome) counts[row.outcome] = row.n;
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    await tx
      .update(syncRuns)
      .set({ status: cancelled ? 'cancelled' : 'finished', finishedAt: new Date() })
      .where(eq(syncRuns.id, runId));
    await recordEvent(tx, {
      workspaceId: run.workspaceId,
      instanceId: run.instanceId,
      level: needsLook.some((outcome) => counts[outcome] > 0) ? 'warning' : 'info',
      kind: cancelled ? 'syncRun.cancelled' : 'syncRun.finished',
      actorId: run.startedBy,
      details: { runId, total, ...counts },
    });
    return true;
  });
}
