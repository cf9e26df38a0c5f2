import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Transaction } from '#server/db/database.js';
import { readInOneSnapshot } from '#server/db/read-in-one-snapshot.js';
import { linkChecks, linkStates, resources } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * The link state of each of a dataset's resources (its current URL), in catalogue order, and the
 * link check queued or running over it (its own, or its instance's), if any. Read in one
 * snapshot: results a check records meanwhile come with it still running, or all of them.
 */
export function datasetLinkStates(
  { db }: DatabaseNeed,
  dataset: { id: string; instanceId: string },
) {
  return readInOneSnapshot(db, (tx) => statesIn(tx, dataset));
}

async function statesIn(db: Transaction, dataset: { id: string; instanceId: string }) {
  const [states, [current]] = await Promise.all([
    db
      .select({
        resourceId: resources.id,
        url: resources.url,
        status: resources.linkStatus,
        reason: resources.linkReason,
        checkedAt: resources.linkCheckedAt,
        engineStatus: linkStates.engineStatus,
        httpStatus: linkStates.httpStatus,
        finalUrl: linkStates.finalUrl,
        failingSince: linkStates.failingSince,
      })
      .from(resources)
      .innerJoin(
        linkStates,
        and(eq(linkStates.resourceId, resources.id), eq(linkStates.url, resources.url)),
      )
      .where(eq(resources.datasetId, dataset.id))
      .orderBy(asc(resources.position), asc(resources.name)),
    db
      .select()
      .from(linkChecks)
      .where(
        and(
          inArray(linkChecks.status, ['queued', 'running']),
          or(
            and(eq(linkChecks.instanceId, dataset.instanceId), eq(linkChecks.scope, 'instance')),
            eq(linkChecks.datasetId, dataset.id),
          ),
        ),
      )
      .orderBy(desc(linkChecks.queuedAt))
      .limit(1),
  ]);
  return { states, current };
}
