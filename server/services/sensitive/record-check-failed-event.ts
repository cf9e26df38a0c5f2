import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasets, instances, resources, type sensitiveChecks } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';
import type { CheckFailure } from './describe-check-failure.js';

type FailedCheck = Pick<
  typeof sensitiveChecks.$inferSelect,
  'id' | 'resourceId' | 'datasetId' | 'instanceId' | 'requestedBy'
>;

/** The `sensitive.checkFailed` event of a check, naming its resource and dataset. */
export async function recordCheckFailedEvent(
  db: Queryable,
  check: FailedCheck,
  failure: CheckFailure,
): Promise<void> {
  const [where] = await db
    .select({
      workspaceId: instances.workspaceId,
      resourceName: resources.name,
      datasetName: datasets.name,
    })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .innerJoin(instances, eq(instances.id, resources.instanceId))
    .where(eq(resources.id, check.resourceId));
  if (!where) return;
  await recordEvent(db, {
    workspaceId: where.workspaceId,
    instanceId: check.instanceId,
    level: 'error',
    kind: 'sensitive.checkFailed',
    actorId: check.requestedBy,
    details: {
      checkId: check.id,
      resourceId: check.resourceId,
      datasetId: check.datasetId,
      resourceName: where.resourceName,
      datasetName: where.datasetName,
      code: failure.code,
      params: failure.params,
      message: failure.message,
    },
  });
}
