import { and, asc, eq, sql } from 'drizzle-orm';
import { syncRunItems, syncRuns } from '#server/db/schema/index.js';
import type { DatabaseNeed, LoggerNeed, NetworkNeed } from '../service-needs.js';
import { catalogueStampsAhead } from './catalogue-stamps-ahead.js';
import { finishSyncRun } from './finish-sync-run.js';
import { reopenInterruptedItems } from './reopen-interrupted-items.js';
import { runActor } from './run-actor.js';
import { syncRunItem } from './sync-run-item.js';
import { syncRunHeartbeatSeconds, takeSyncRun } from './take-sync-run.js';

/**
 * Datasets a run works on at once. Their requests share one client, whose slots let at most two
 * reach the catalogue at a time (a catalogue is not to be overwhelmed); the other datasets do
 * their database work meanwhile, so the catalogue is kept busy rather than waiting for us.
 */
export const syncRunLanes = 8;

/**
 * Works through a run's pending items, a few datasets at a time with at most two requests in
 * flight to the catalogue, each synced with the starting person's key; each item is marked
 * running before its push and done with its outcome after; a timer writes the run's heartbeat.
 * A run whose process died is taken over here (items it left running are done again); a cancel
 * stops the taking of new items. At the end the run's event records the counts.
 */
export async function runSyncRun(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed,
  runId: string,
): Promise<void> {
  const { db } = deps;
  const run = await takeSyncRun(db, runId);
  if (!run) return;
  await reopenInterruptedItems(db, runId);
  const actor = await runActor(db, run.startedBy);
  const stamps = await catalogueStampsAhead(deps, run);
  const heartbeat = setInterval(() => {
    db.update(syncRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(syncRuns.id, runId))
      .catch((error: unknown) => deps.logger.warn({ err: error, runId }, 'sync run heartbeat'));
  }, syncRunHeartbeatSeconds * 1000);
  try {
    const lane = async () => {
      for (;;) {
        const item = await takeNextItem(runId);
        if (!item) return;
        const result = actor
          ? await syncRunItem(deps, actor, item.datasetId, {
              confirmSensitive: run.confirmSensitive,
              catalogueStamp: await stamps.stampOf(item.datasetId),
              client: stamps.client ?? undefined,
            })
          : { outcome: 'failed' as const, message: null, detail: { reason: 'permissionDenied' } };
        await db
          .update(syncRunItems)
          .set({ state: 'done', ...result, finishedAt: sql`now()` })
          .where(eq(syncRunItems.id, item.id));
      }
    };
    await Promise.all(Array.from({ length: syncRunLanes }, lane));
    await finishSyncRun(db, runId);
  } finally {
    clearInterval(heartbeat);
    await stamps.close();
  }

  /**
   * The next pending item, marked running in the same statement (no two lanes take one); none once
   * a cancel is asked for (read in the same statement, not a query of its own per dataset).
   */
  async function takeNextItem(id: string) {
    const next = db
      .select({ id: syncRunItems.id })
      .from(syncRunItems)
      .where(and(eq(syncRunItems.runId, id), eq(syncRunItems.state, 'pending')))
      .orderBy(asc(syncRunItems.position))
      .limit(1)
      .for('update', { skipLocked: true });
    const [item] = await db
      .update(syncRunItems)
      .set({ state: 'running', startedAt: sql`now()` })
      .where(
        and(
          eq(syncRunItems.id, sql`(${next})`),
          eq(syncRunItems.state, 'pending'),
          sql`not exists (select 1 from ${syncRuns} where ${syncRuns.id} = ${id}
            and ${syncRuns.cancelRequestedAt} is not null)`,
        ),
      )
      .returning({ id: syncRunItems.id, datasetId: syncRunItems.datasetId });
    return item ?? null;
  }
}
