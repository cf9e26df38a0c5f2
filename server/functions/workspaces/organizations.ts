import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { workspacesOrganizations } from '../../../contract/functions/workspaces.js';
import { datasets, instances } from '../../db/schema/index.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { implement } from '../implement.js';

export default implement(workspacesOrganizations, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await runtime.db
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
      .where(and(eq(instances.workspaceId, permit.workspace.id), isNull(datasets.removedAt)))
      .groupBy(instances.id, instances.name, datasets.organizationName)
      .orderBy(asc(instances.name), sql`count(*) desc`, asc(datasets.organizationName));
    return { items: rows };
  },
});
