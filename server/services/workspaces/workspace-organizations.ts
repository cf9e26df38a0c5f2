import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { datasets, instances } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';

/**
 * The organizations of a workspace's datasets, per instance, with how many datasets and resources
 * each holds (removed datasets aside); datasets without an organization count under ''.
 */
export function workspaceOrganizations({ db }: DatabaseNeed, workspaceId: string) {
  return db
    .select({
      instanceId: instances.id,
      instanceName: instances.name,
      name: sql<string>`coalesce(${datasets.organizationName}, '')`,
      title: sql<string>`coalesce(max(${datasets.organizationTitle}), max(${datasets.organizationName}), '')`,
      datasetCount: sql<number>`count(*)::int`,
      resourceCount: sql<number>`coalesce(sum(${datasets.numResources}), 0)::int`,
    })
    .from(datasets)
    .innerJoin(instances, eq(instances.id, datasets.instanceId))
    .where(and(eq(instances.workspaceId, workspaceId), isNull(datasets.removedAt)))
    .groupBy(instances.id, instances.name, datasets.organizationName)
    .orderBy(asc(instances.name), sql`count(*) desc`, asc(datasets.organizationName));
}
