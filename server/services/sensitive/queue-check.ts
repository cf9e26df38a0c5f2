import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { resources, sensitiveChecks, sensitiveFindings } from '../../db/schema/index.js';
import { checkResourceJob } from '../../jobs/sensitive/check-resource.job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { recordCheckFailedEvent } from './record-check-failed-event.js';

/**
 * A check whose worker died (its job expired after every retry) stays `running`; after this long
 * it reads as failed and a new check may start.
 */
export const staleRunningAfterMs = 45 * 60 * 1000;

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
  jobs: JobQueue,
  input: { resourceId: string; requestedBy: string | null; batchId?: string | null },
): Promise<QueuedCheck | null> {
  const [resource] = await tx
    .select()
    .from(resources)
    .where(eq(resources.id, input.resourceId))
    .for('update');
  if (!resource) return null;
  await failStaleChecks(tx, resource.id);
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
  await jobs.enqueue(checkResourceJob, { checkId: check!.id }, { tx });
  return { checkId: check!.id, status: 'queued', created: true };
}

/**
 * Fails the resource's checks that have run silent for too long, each with an event. The findings
 * a dead worker wrote are half a result, and only a whole check keeps findings.
 */
async function failStaleChecks(tx: Transaction, resourceId: string): Promise<void> {
  const failure = {
    code: 'stopped',
    params: {},
    message: 'The check stopped without finishing (its worker ended).',
  };
  const stopped = await tx
    .update(sensitiveChecks)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      errorCode: failure.code,
      errorParams: failure.params,
      errorMessage: failure.message,
    })
    .where(
      and(
        eq(sensitiveChecks.resourceId, resourceId),
        eq(sensitiveChecks.status, 'running'),
        lt(sensitiveChecks.startedAt, new Date(Date.now() - staleRunningAfterMs)),
      ),
    )
    .returning();
  for (const check of stopped) {
    await tx.delete(sensitiveFindings).where(eq(sensitiveFindings.checkId, check.id));
    await recordCheckFailedEvent(tx, check, failure);
  }
}
