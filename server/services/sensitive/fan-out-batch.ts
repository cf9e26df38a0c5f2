import { and, eq, inArray, sql } from 'drizzle-orm';
import { sensitiveCheckBatches, sensitiveChecks } from '#server/db/schema/index.js';
import type { DatabaseNeed, JobsNeed } from '../service-needs.js';
import { nextBatchResources } from './batch-scope.js';
import { queueResourceCheck } from './queue-check.js';

/** Checks queued per transaction: short transactions, and progress shows early. */
const pageSize = 200;

/**
 * Queues one check per resource of a batch, a page at a time. Each page commits with the batch's
 * place, so a retried fan-out resumes where it stopped; resources that already have a check queued
 * or running are not checked twice but count as done.
 */
export async function fanOutCheckBatch(
  deps: DatabaseNeed & JobsNeed,
  batchId: string,
): Promise<void> {
  const { db, jobs } = deps;
  for (;;) {
    const [batch] = await db
      .select()
      .from(sensitiveCheckBatches)
      .where(eq(sensitiveCheckBatches.id, batchId));
    if (!batch || batch.queuedAllAt) return;
    const page = await nextBatchResources(db, batch, batch.resumeAfter, pageSize);
    if (page.length === 0) {
      await db
        .update(sensitiveCheckBatches)
        .set({
          queuedAllAt: new Date(),
          total: sql`${sensitiveCheckBatches.skipped} + (select count(*)::int from ${sensitiveChecks} where ${sensitiveChecks.batchId} = ${batchId})`,
        })
        .where(eq(sensitiveCheckBatches.id, batchId));
      return;
    }
    await db.transaction(async (tx) => {
      const alreadyQueued = new Set(
        (
          await tx
            .select({ resourceId: sensitiveChecks.resourceId })
            .from(sensitiveChecks)
            .where(
              and(eq(sensitiveChecks.batchId, batchId), inArray(sensitiveChecks.resourceId, page)),
            )
        ).map((row) => row.resourceId),
      );
      let skipped = 0;
      for (const resourceId of page) {
        if (alreadyQueued.has(resourceId)) continue;
        const queued = await queueResourceCheck(tx, jobs, {
          resourceId,
          requestedBy: batch.requestedBy,
          batchId,
        });
        if (queued && !queued.created) skipped += 1;
      }
      await tx
        .update(sensitiveCheckBatches)
        .set({
          resumeAfter: page.at(-1)!,
          skipped: sql`${sensitiveCheckBatches.skipped} + ${skipped}`,
        })
        .where(eq(sensitiveCheckBatches.id, batchId));
    });
  }
}
