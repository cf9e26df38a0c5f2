import { eq } from 'drizzle-orm';
import { datasets, instances, linkChecks } from '../../db/schema/index.js';
import { checkLinks } from '../../engines/links/index.js';
import type { Runtime } from '../../runtime.js';
import { recordEvent } from '../events/record-event.js';
import { linkCheckOptions } from './link-check-options.js';
import { LinkResultRecorder, type RecordedCounts } from './link-result-recorder.js';
import { loadLinkTargets, type LinkTarget } from './link-targets.js';
import { queueLinkCheck, type LinkCheckRow } from './queue-link-check.js';
import { updateDatasetLinkStatus } from './update-dataset-link-status.js';

const heartbeatEveryMs = 60_000;

/**
 * Runs one link check: lists the links it covers, checks each distinct URL once (the engine is
 * polite per host), records the results as they come, then derives the datasets' status. Links
 * found dead for the first time get a confirmation check once they can be confirmed.
 */
export async function runLinkCheck(runtime: Runtime, checkId: string): Promise<void> {
  const { db } = runtime;
  const [check] = await db.select().from(linkChecks).where(eq(linkChecks.id, checkId));
  if (!check || check.status === 'succeeded' || check.status === 'failed') return;
  const [instance] = await db.select().from(instances).where(eq(instances.id, check.instanceId));
  if (!instance) return;

  // A retry after an interrupted run starts over; what the first attempt found stays in the history.
  await db
    .update(linkChecks)
    .set({
      status: 'running',
      startedAt: new Date(),
      heartbeatAt: new Date(),
      total: null,
      done: 0,
      alive: 0,
      dead: 0,
      unknown: 0,
      error: null,
      finishedAt: null,
    })
    .where(eq(linkChecks.id, checkId));
  const heartbeat = setInterval(() => {
    db.update(linkChecks)
      .set({ heartbeatAt: new Date() })
      .where(eq(linkChecks.id, checkId))
      .catch((error: unknown) =>
        runtime.logger.warn({ err: error, checkId }, 'link check heartbeat'),
      );
  }, heartbeatEveryMs);
  heartbeat.unref();
  const recorder = new LinkResultRecorder(db, check, runtime.config.linkConfirmAfterMs);
  try {
    const targets = await loadLinkTargets(db, check);
    await db.update(linkChecks).set({ total: targets.length }).where(eq(linkChecks.id, checkId));
    const targetsByUrl = new Map<string, LinkTarget[]>();
    for (const target of targets) {
      const same = targetsByUrl.get(target.url);
      if (same) same.push(target);
      else targetsByUrl.set(target.url, [target]);
    }
    await checkLinks(targetsByUrl.keys(), {
      ...linkCheckOptions(runtime),
      onResult: (result) => recorder.add(result, targetsByUrl.get(result.url) ?? []),
    });
    await recorder.flush();
    await updateDatasetLinkStatus(db, recorder.datasetIds);
    await finish(runtime, check, instance.workspaceId, recorder.counts);
  } catch (error) {
    runtime.logger.warn({ err: error, checkId }, 'link check failed');
    // What was recorded before the failure stands; the datasets reflect it.
    await updateDatasetLinkStatus(db, recorder.datasetIds).catch(() => undefined);
    await fail(runtime, check, instance.workspaceId, error);
  } finally {
    clearInterval(heartbeat);
  }
}

async function finish(
  runtime: Runtime,
  check: LinkCheckRow,
  workspaceId: string,
  counts: RecordedCounts,
) {
  const { db } = runtime;
  const [dataset] = check.datasetId
    ? await db
        .select({ name: datasets.name })
        .from(datasets)
        .where(eq(datasets.id, check.datasetId))
    : [];
  await db.transaction(async (tx) => {
    await tx
      .update(linkChecks)
      .set({ status: 'succeeded', finishedAt: new Date(), heartbeatAt: new Date() })
      .where(eq(linkChecks.id, check.id));
    // One resource's check is too small to be news; every wider check is an event.
    if (check.scope !== 'resource') {
      await recordEvent(tx, {
        workspaceId,
        instanceId: check.instanceId,
        level: counts.dead > 0 ? 'warning' : 'info',
        kind: 'linkCheck.succeeded',
        actorId: check.requestedBy,
        details: {
          scope: check.scope,
          trigger: check.trigger,
          ...(dataset ? { datasetName: dataset.name } : {}),
          checked: counts.done,
          alive: counts.alive,
          dead: counts.dead,
          unknown: counts.unknown,
          awaitingConfirmation: counts.awaitingConfirmation,
        },
      });
    }
  });
  // A confirmation check never asks for another: what it leaves unknown waits for the next check.
  if (counts.awaitingConfirmation > 0 && check.scope !== 'unconfirmed') {
    await queueLinkCheck(db, runtime.jobs, {
      instanceId: check.instanceId,
      scope: 'unconfirmed',
      trigger: 'confirmation',
      requestedBy: null,
      startAfter: new Date(Date.now() + runtime.config.linkConfirmAfterMs),
    });
  }
}

async function fail(runtime: Runtime, check: LinkCheckRow, workspaceId: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await runtime.db.transaction(async (tx) => {
    await tx
      .update(linkChecks)
      .set({ status: 'failed', finishedAt: new Date(), error: message })
      .where(eq(linkChecks.id, check.id));
    await recordEvent(tx, {
      workspaceId,
      instanceId: check.instanceId,
      level: 'error',
      kind: 'linkCheck.failed',
      actorId: check.requestedBy,
      details: { scope: check.scope, trigger: check.trigger, message },
    });
  });
}
