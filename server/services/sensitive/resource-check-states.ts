import { asc, eq } from 'drizzle-orm';
import type { ResourceCheckState } from '#contract/functions/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { resources } from '#server/db/schema/index.js';
import { latestChecks } from './latest-checks.js';
import { presentResourceCheckState } from './present-resource-check-state.js';

/** The resource list's check column of a dataset: per resource, in list order, its checks' state. */
export async function resourceCheckStates(
  db: Queryable,
  datasetId: string,
): Promise<ResourceCheckState[]> {
  const rows = await db
    .select({
      id: resources.id,
      sensitiveCount: resources.sensitiveCount,
      lastCheckedAt: resources.lastCheckedAt,
    })
    .from(resources)
    .where(eq(resources.datasetId, datasetId))
    .orderBy(asc(resources.position), asc(resources.name));
  const ids = rows.map((row) => row.id);
  const active = await latestChecks(db, ids, ['queued', 'running']);
  const finished = await latestChecks(db, ids, ['succeeded', 'failed']);
  const succeeded = await latestChecks(db, ids, ['succeeded']);
  return rows.map((resource) =>
    presentResourceCheckState(resource, {
      active: active.get(resource.id),
      finished: finished.get(resource.id),
      succeeded: succeeded.get(resource.id),
    }),
  );
}
