import { and, eq, isNull, sql } from 'drizzle-orm';
import { workspacesFileFormats } from '../../../contract/functions/workspaces.js';
import { datasets, instances, resources } from '../../db/schema/index.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { implement } from '../implement.js';

export default implement(workspacesFileFormats, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, permit, input }) {
    // CKAN normalises formats loosely ("csv", "CSV ", "text/csv"): group on the trimmed upper-case form.
    const format = sql<string>`upper(trim(${resources.format}))`;
    const rows = await runtime.db
      .select({ format, count: sql<number>`count(*)::int` })
      .from(resources)
      .innerJoin(instances, eq(instances.id, resources.instanceId))
      .innerJoin(datasets, eq(datasets.id, resources.datasetId))
      .where(
        and(
          eq(instances.workspaceId, permit.workspace.id),
          input.instanceId ? eq(instances.id, input.instanceId) : undefined,
          isNull(datasets.removedAt),
        ),
      )
      .groupBy(format)
      .orderBy(sql`count(*) desc`, format);
    return { items: rows, total: rows.reduce((sum, row) => sum + row.count, 0) };
  },
});
