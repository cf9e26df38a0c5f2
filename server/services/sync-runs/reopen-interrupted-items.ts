import { and, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { syncRunItems } from '#server/db/schema/index.js';
import { releaseSync } from '../sync/sync-claim.js';

/**
 * The items a dead process left running go back to pending, to be done again: their datasets'
 * sync claims, taken after the item started (so by that process), are released first. Doing one
 * again is safe: the sync compares the catalogue's stamp, and a push that landed unanswered is
 * recognised as ours, not pushed twice.
 */
export async function reopenInterruptedItems(db: Queryable, runId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const reopened = await tx
      .select({ datasetId: syncRunItems.datasetId, startedAt: syncRunItems.startedAt })
      .from(syncRunItems)
      .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.state, 'running')))
      .for('update');
    for (const item of reopened) {
      if (!item.startedAt) continue;
      await releaseSync(tx, item.datasetId, { claimedSince: item.startedAt });
    }
    await tx
      .update(syncRunItems)
      .set({ state: 'pending', startedAt: null })
      .where(and(eq(syncRunItems.runId, runId), eq(syncRunItems.state, 'running')));
    return reopened.length;
  });
}
