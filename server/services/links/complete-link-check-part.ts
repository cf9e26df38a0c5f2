import { and, count, eq, sql } from 'drizzle-orm';
import {
  datasets,
  instances,
  linkChecks,
  linkResults,
  linkStates,
  resources,
} from '#server/db/schema/index.js';
import type {
  ConfigNeed,
  DatabaseHandleNeed,
  DatabaseNeed,
  JobsNeed,
  LoggerNeed,
} from '../service-needs.js';
import { recordEvent } from '../events/record-event.js';
import { settleWrittenTables } from '../maintenance/settle-written-tables.js';
import { queueLinkCheck } from './queue-link-check.js';
import { scoreDatasets } from '../quality/score-datasets.js';
import { updateDatasetLinkStatus } from './update-dataset-link-status.js';

/**
 * Counts a part of a running check done. The last part (the count is taken under the row's lock,
 * after every part's results were written) derives the status of each dataset the check touched,
 * ends the check with its event, and queues a confirmation check for links found dead for the
 * first time.
 */
export async function completeLinkCheckPart(
  deps: DatabaseNeed & LoggerNeed & JobsNeed & ConfigNeed & DatabaseHandleNeed,
  checkId: string,
): Promise<void> {
  const { db } = deps;
  const [check] = await db
    .update(linkChecks)
    .set({ partsDone: sql`${linkChecks.partsDone} + 1`, heartbeatAt: new Date() })
    .where(and(eq(linkChecks.id, checkId), eq(linkChecks.status, 'running')))
    .returning();
  if (!check || check.partsDone < check.parts) return;

  const touched = await db
    .selectDistinct({ datasetId: resources.datasetId })
    .from(linkResults)
    .innerJoin(resources, eq(resources.id, linkResults.resourceId))
    .where(eq(linkResults.checkId, checkId));
  await updateDatasetLinkStatus(
    db,
    touched.map((row) => row.datasetId),
  );
  // A dead link, or one that came back, changes the score.
  await scoreDatasets(db, check.instanceId, { datasetIds: touched.map((row) => row.datasetId) });
  const [awaiting] = await db
    .select({ n: count() })
    .from(linkResults)
    .where(
      and(
        eq(linkResults.checkId, checkId),
        eq(linkResults.status, 'unknown'),
        eq(linkResults.engineStatus, 'dead'),
      ),
    );
  const awaitingConfirmation = awaiting?.n ?? 0;
  const [instance] = await db
    .select({ workspaceId: instances.workspaceId })
    .from(instances)
    .where(eq(instances.id, check.instanceId));
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
    if (check.scope !== 'resource' && instance) {
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: check.instanceId,
        level: check.dead > 0 ? 'warning' : 'info',
        kind: 'linkCheck.succeeded',
        actorId: check.requestedBy,
        details: {
          scope: check.scope,
          trigger: check.trigger,
          ...(dataset ? { datasetName: dataset.name } : {}),
          checked: check.done,
          alive: check.alive,
          dead: check.dead,
          unknown: check.unknown,
          awaitingConfirmation,
        },
      });
    }
  });
  // A confirmation check never asks for another: what it leaves unknown waits for the next check.
  if (awaitingConfirmation > 0 && check.scope !== 'unconfirmed') {
    await queueLinkCheck(db, deps.jobs, {
      instanceId: check.instanceId,
      scope: 'unconfirmed',
      trigger: 'confirmation',
      requestedBy: null,
      startAfter: new Date(Date.now() + deps.config.linkConfirmAfterMs),
    });
  }
  // An instance's check rewrites a row of each of its resources; smaller checks are left to the
  // periodic settling.
  if (check.scope === 'instance' && check.done > settleAfterLinks) {
    await settleWrittenTables(deps, linkCheckTables);
  }
}

const linkCheckTables = [resources, datasets, linkStates, linkResults];
const settleAfterLinks = 1000;
