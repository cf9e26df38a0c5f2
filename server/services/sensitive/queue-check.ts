import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#server/db/database.js';
import { resources, sensitiveChecks } from '#server/db/schema/index.js';
import { checkResourceKind } from '#server/jobs/sensitive/sensitive-job-kinds.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import { failStoppedChecks } from './fail-stopped-checks.js';

export interface QueuedCheck {
  checkId: string;
  status: 'queued' | 'running';
  /** False when the resource already had a check queued or running (that one is returned). */
  created: boolean;
}

/**
 * Queues a check of a resource unless one is queued or running already. The resource row is
 * locked so two clicks cannot queue two checks; the job is queued in the same transaction.
 */
export async function queueResourceCheck(
  tx: Transaction,
  jobs: JobSender,
  input: { resourceId: string; requestedBy: string | null; batchId?: string | null },
): Promise<QueuedCheck | null> {
  const [resource] = await tx
    .select()
    .from(resources)
    .where(eq(resources.id, input.resourceId))
    .for('update');
  if (!resource) return null;
  await failStoppedChecks(tx, { resourceId: resource.id });
  const [active] = await tx
    .select({ id: sensitiveChecks.id, status: sensitiveChecks.status })
    .from(sensitiveChecks)
    .where(
      and(
        eq(sensitiveChecks.resourceId, resource.id),
        inArray(sensitiveChecks.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(sensitiveChecks.queuedAt))
    .limit(1);
  if (active) {
    return { checkId: active.id, status: active.status as QueuedCheck['status'], created: false };
  }
  const [check] = await tx
    .insert(sensitiveChecks)
    .values({
      resourceId: resource.id,
      datasetId: resource.datasetId,
      instanceId: resource.instanceId,
      batchId: input.batchId ?? null,
      requestedBy: input.requestedBy,
      url: resource.url,
    })
    .returning({ id: sensitiveChecks.id });
  await jobs.enqueue(checkResourceKind, { checkId: check!.id }, { tx });
  return { checkId: check!.id, status: 'queued', created: true };
}
