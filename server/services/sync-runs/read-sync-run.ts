import { asc, count, eq, sql } from 'drizzle-orm';
import {
  syncRunItemOutcomes,
  ZSyncRunItemDetail,
  ZSyncRunOutsideScope,
  type SyncRun,
  type SyncRunCounts,
  type SyncRunItem,
} from '#contract/functions/sync-runs.js';
import type { Queryable } from '#server/db/database.js';
import { syncRunItems, users, type syncRuns } from '#server/db/schema/index.js';

/** Failed first, then refused, conflict, held, cancelled, synced, deleted; running and pending last. */
const resultOrder = sql`case ${syncRunItems.outcome} ${sql.join(
  syncRunItemOutcomes.map((outcome, rank) => sql`when ${outcome} then ${rank}`),
  sql` `,
)} else ${syncRunItemOutcomes.length} end`;

/**
 * A run as its page shows it: the run, its counts per state and outcome, and a page of its items
 * in the result's order (what needs a person first, each group in the run's order).
 */
export async function readSyncRun(
  db: Queryable,
  run: typeof syncRuns.$inferSelect,
  page: { offset: number; limit: number },
): Promise<{ run: SyncRun; counts: SyncRunCounts; items: SyncRunItem[] }> {
  const [starter] = run.startedBy
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, run.startedBy))
    : [];
  const tallies = await db
    .select({ state: syncRunItems.state, outcome: syncRunItems.outcome, n: count() })
    .from(syncRunItems)
    .where(eq(syncRunItems.runId, run.id))
    .groupBy(syncRunItems.state, syncRunItems.outcome);
  const counts: SyncRunCounts = { total: 0, pending: 0, running: 0, done: 0, outcomes: {} };
  for (const tally of tallies) {
    counts.total += tally.n;
    counts[tally.state] += tally.n;
    if (tally.outcome)
      counts.outcomes[tally.outcome] = (counts.outcomes[tally.outcome] ?? 0) + tally.n;
  }
  const rows = await db
    .select()
    .from(syncRunItems)
    .where(eq(syncRunItems.runId, run.id))
    .orderBy(resultOrder, asc(syncRunItems.position))
    .offset(page.offset)
    .limit(page.limit);
  return {
    run: {
      id: run.id,
      workspaceId: run.workspaceId,
      instanceId: run.instanceId,
      startedBy: starter ?? null,
      status: run.status,
      confirmSensitive: run.confirmSensitive,
      cancelRequested: run.cancelRequestedAt !== null,
      createdAt: run.createdAt.toISOString(),
      startedAt: run.startedAt?.toISOString() ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
      outsideScope: ZSyncRunOutsideScope.array().parse(run.outsideScope),
    },
    counts,
    items: rows.map((row) => ({
      id: row.id,
      datasetId: row.datasetId,
      datasetName: row.datasetName,
      position: row.position,
      state: row.state,
      outcome: row.outcome,
      message: row.message,
      detail: ZSyncRunItemDetail.parse(row.detail),
    })),
  };
}
