import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import type { sensitiveCheckBatches } from '#server/db/schema/index.js';
import { datasets, resources } from '#server/db/schema/index.js';

export type BatchRecord = typeof sensitiveCheckBatches.$inferSelect;

/** The resources a "check all" covers: a dataset's, or an instance's live datasets' (an editor's organizations only). */
export function batchResourceFilter(batch: {
  instanceId: string;
  datasetId: string | null;
  organizationNames: string[] | null;
}): SQL {
  if (batch.datasetId) return eq(resources.datasetId, batch.datasetId);
  return and(
    eq(resources.instanceId, batch.instanceId),
    isNull(datasets.removedAt),
    batch.organizationNames
      ? inArray(datasets.organizationName, batch.organizationNames)
      : undefined,
  )!;
}

export async function countBatchResources(
  db: Queryable,
  batch: Parameters<typeof batchResourceFilter>[0],
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .where(batchResourceFilter(batch));
  return row?.count ?? 0;
}

/** The next page of resource ids of a batch, in id order, after `after`. */
export async function nextBatchResources(
  db: Queryable,
  batch: BatchRecord,
  after: string | null,
  pageSize: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .where(and(batchResourceFilter(batch), after ? gt(resources.id, after) : undefined))
    .orderBy(resources.id)
    .limit(pageSize);
  return rows.map((row) => row.id);
}
