import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LinkStatusCounts } from '#contract/functions/links.js';
import type { Queryable } from '#server/db/database.js';
import { datasets, linkStates, resources } from '#server/db/schema/index.js';

/** A resource's status counts only while it has the URL that was checked. */
export const checkedStatus = sql<
  string | null
>`case when ${linkStates.url} = ${resources.url} then ${resources.linkStatus} end`;

const countOf = (status: string) =>
  sql<number>`count(*) filter (where ${checkedStatus} = ${status})::int`;

/** Alive, dead, unknown and unchecked resources per instance (datasets removed from the catalogue left out). */
export async function linkCountsByInstance(
  db: Queryable,
  instanceIds: readonly string[],
): Promise<Map<string, LinkStatusCounts>> {
  const counts = new Map<string, LinkStatusCounts>(
    instanceIds.map((id) => [id, { alive: 0, dead: 0, unknown: 0, unchecked: 0 }]),
  );
  if (instanceIds.length === 0) return counts;
  const rows = await db
    .select({
      instanceId: resources.instanceId,
      alive: countOf('alive'),
      dead: countOf('dead'),
      unknown: countOf('unknown'),
      unchecked: sql<number>`count(*) filter (where ${checkedStatus} is null)::int`,
    })
    .from(resources)
    .innerJoin(datasets, eq(datasets.id, resources.datasetId))
    .leftJoin(linkStates, eq(linkStates.resourceId, resources.id))
    .where(and(inArray(resources.instanceId, [...instanceIds]), isNull(datasets.removedAt)))
    .groupBy(resources.instanceId);
  for (const { instanceId, ...row } of rows) counts.set(instanceId, row);
  return counts;
}
