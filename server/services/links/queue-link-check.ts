import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { LinkCheckScope, LinkCheckTrigger } from '#contract/enums.js';
import type { Database, Queryable, Transaction } from '#server/db/database.js';
import { instances, linkChecks } from '#server/db/schema/index.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import {
  checkDatasetLinksKind,
  checkInstanceLinksKind,
} from '#server/jobs/links/link-check-job-kinds.js';

export type LinkCheckRow = typeof linkChecks.$inferSelect;

export interface LinkCheckRequest {
  instanceId: string;
  scope: LinkCheckScope;
  datasetId?: string | null;
  resourceId?: string | null;
  trigger: LinkCheckTrigger;
  requestedBy: string | null;
  /** A confirmation check waits until then. */
  startAfter?: Date;
}

/**
 * A running check writes its heartbeat with every batch of results and every minute; one silent
 * this long was interrupted (the process stopped) and no longer blocks a new one.
 */
export const interruptedAfterMs = 30 * 60 * 1000;

const active = ['queued', 'running'] as const;

/**
 * Queues a link check unless one queued or running already covers the same links (then that one
 * is returned): an instance check covers its datasets and resources, a dataset check its
 * resources. The instance row is locked so two requests cannot both queue one.
 */
export async function queueLinkCheck(
  db: Database,
  jobs: JobSender,
  request: LinkCheckRequest,
  tx?: Transaction,
): Promise<LinkCheckRow> {
  const work = async (t: Transaction) => {
    await t
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.id, request.instanceId))
      .for('update');
    await failInterruptedChecks(t, request.instanceId);
    const [covering] = await t
      .select()
      .from(linkChecks)
      .where(
        and(
          eq(linkChecks.instanceId, request.instanceId),
          inArray(linkChecks.status, active),
          coveringScopes(request),
        ),
      )
      .limit(1);
    if (covering) return covering;
    const [check] = await t
      .insert(linkChecks)
      .values({
        instanceId: request.instanceId,
        scope: request.scope,
        datasetId: request.datasetId ?? null,
        resourceId: request.resourceId ?? null,
        trigger: request.trigger,
        requestedBy: request.requestedBy,
        startAfter: request.startAfter ?? null,
      })
      .returning();
    // Dataset and resource checks are short and someone waits for them: their own queue, so an
    // hour-long instance check never holds them up.
    const job =
      request.scope === 'dataset' || request.scope === 'resource'
        ? checkDatasetLinksKind
        : checkInstanceLinksKind;
    const delaySeconds = request.startAfter
      ? Math.ceil((request.startAfter.getTime() - Date.now()) / 1000)
      : 0;
    await jobs.enqueue(
      job,
      { checkId: check!.id },
      { tx: t, ...(delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {}) },
    );
    return check!;
  };
  return tx ? work(tx) : db.transaction(work);
}

/** Which active checks would check the requested links anyway. */
function coveringScopes(request: LinkCheckRequest): SQL | undefined {
  const instanceCheck = eq(linkChecks.scope, 'instance');
  switch (request.scope) {
    case 'instance':
      return instanceCheck;
    case 'unconfirmed':
      return eq(linkChecks.scope, 'unconfirmed');
    case 'dataset':
      return or(
        instanceCheck,
        and(eq(linkChecks.scope, 'dataset'), eq(linkChecks.datasetId, request.datasetId!)),
      );
    case 'resource':
      return or(
        instanceCheck,
        and(eq(linkChecks.scope, 'dataset'), eq(linkChecks.datasetId, request.datasetId!)),
        and(eq(linkChecks.scope, 'resource'), eq(linkChecks.resourceId, request.resourceId!)),
      );
  }
}

/** Marks running checks whose heartbeat stopped as failed, so they neither block nor mislead. */
export async function failInterruptedChecks(db: Queryable, instanceId?: string): Promise<void> {
  await db
    .update(linkChecks)
    .set({ status: 'failed', error: 'interrupted', finishedAt: new Date() })
    .where(
      and(
        instanceId ? eq(linkChecks.instanceId, instanceId) : undefined,
        eq(linkChecks.status, 'running'),
        lt(linkChecks.heartbeatAt, new Date(Date.now() - interruptedAfterMs)),
      ),
    );
}
