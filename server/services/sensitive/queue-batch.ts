import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/database.js';
import { datasets, instances, sensitiveCheckBatches } from '#server/db/schema/index.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import { checkDatasetKind, checkInstanceKind } from '#server/jobs/sensitive/sensitive-job-kinds.js';
import { countBatchResources } from './batch-scope.js';
import { presentBatch } from './present-check.js';

export interface BatchRequest {
  instanceId: string;
  /** Null: every resource of the instance. */
  datasetId: string | null;
  /** An editor's organizations; null for all. */
  organizationNames: string[] | null;
  requestedBy: string;
}

/**
 * Starts "check all" of a dataset or an instance: a batch row and its fan-out job, in one
 * transaction. While a batch of the same scope is unfinished, asking again returns that one.
 */
export async function queueCheckBatch(
  db: Database,
  jobs: JobSender,
  request: BatchRequest,
): Promise<{ batchId: string; total: number }> {
  return db.transaction(async (tx) => {
    // The scope's row is locked so two clicks cannot start two batches.
    if (request.datasetId) {
      await tx
        .select({ id: datasets.id })
        .from(datasets)
        .where(eq(datasets.id, request.datasetId))
        .for('update');
    } else {
      await tx
        .select({ id: instances.id })
        .from(instances)
        .where(eq(instances.id, request.instanceId))
        .for('update');
    }
    const [latest] = await tx
      .select()
      .from(sensitiveCheckBatches)
      .where(
        and(
          eq(sensitiveCheckBatches.instanceId, request.instanceId),
          request.datasetId
            ? eq(sensitiveCheckBatches.datasetId, request.datasetId)
            : isNull(sensitiveCheckBatches.datasetId),
        ),
      )
      .orderBy(desc(sensitiveCheckBatches.createdAt))
      .limit(1);
    if (
      latest &&
      sameOrganizations(latest.organizationNames, request.organizationNames) &&
      !(await presentBatch(tx, latest)).finished
    ) {
      return { batchId: latest.id, total: latest.total };
    }
    const total = await countBatchResources(tx, request);
    const [batch] = await tx
      .insert(sensitiveCheckBatches)
      .values({
        instanceId: request.instanceId,
        datasetId: request.datasetId,
        organizationNames: request.organizationNames,
        requestedBy: request.requestedBy,
        total,
      })
      .returning({ id: sensitiveCheckBatches.id });
    const job = request.datasetId ? checkDatasetKind : checkInstanceKind;
    await jobs.enqueue(job, { batchId: batch!.id }, { tx });
    return { batchId: batch!.id, total };
  });
}

function sameOrganizations(a: string[] | null, b: string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((name) => b.includes(name));
}
