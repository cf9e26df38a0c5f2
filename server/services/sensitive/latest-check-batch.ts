import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SensitiveBatch } from '#contract/functions/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { sensitiveCheckBatches } from '#server/db/schema/index.js';
import { presentBatch } from './present-check.js';

/** Whose "check all" is meant: a dataset's, or an instance-wide one (not a dataset's). */
export type CheckBatchScope = { datasetId: string } | { instanceId: string };

/** The latest "check all" of a dataset or of an instance, with its progress; null if none ran. */
export async function latestCheckBatch(
  db: Queryable,
  scope: CheckBatchScope,
): Promise<SensitiveBatch | null> {
  const [batch] = await db
    .select()
    .from(sensitiveCheckBatches)
    .where(
      'datasetId' in scope
        ? eq(sensitiveCheckBatches.datasetId, scope.datasetId)
        : and(
            eq(sensitiveCheckBatches.instanceId, scope.instanceId),
            isNull(sensitiveCheckBatches.datasetId),
          ),
    )
    .orderBy(desc(sensitiveCheckBatches.createdAt))
    .limit(1);
  return batch ? presentBatch(db, batch) : null;
}
