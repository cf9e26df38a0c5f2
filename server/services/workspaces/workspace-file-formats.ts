import { and, eq, isNull, sql } from 'drizzle-orm';
import { datasets, instances, resources } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * How many resources of a workspace (or of one of its instances) each file format has, most
 * used first; resources of removed datasets do not count.
 */
export function workspaceFileFormats(
  { db }: DatabaseNeed,
  workspaceId: string,
  instanceId: string | undefined,
) {
  // CKAN normalises formats loosely ("csv", "CSV ", "text/csv"): group on the trimmed upper-case form.
  const format = sql<string>`upper(trim(${resources.format}))`;
  return db
    .select({ format, count: sql<number>`count(*)::int` })
    .from(resources)
    .innerJoin(instances, eq(instances.id, resources.instanceId))
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .where(
      and(
        eq(instances.workspaceId, workspaceId),
        instanceId ? eq(instances.id, instanceId) : undefined,
        isNull(datasets.removedAt),
      ),
    )
    .groupBy(format)
    .orderBy(sql`count(*) desc`, format);
}
