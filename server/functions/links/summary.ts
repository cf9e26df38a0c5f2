import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { linksSummary } from '../../../contract/functions/links.js';
import { instances, linkChecks } from '../../db/schema/index.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { linkCountsByInstance } from '../../services/links/link-counts.js';
import { implement } from '../implement.js';

export default implement(linksSummary, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await runtime.db
      .select({ id: instances.id, name: instances.name })
      .from(instances)
      .where(eq(instances.workspaceId, permit.workspace.id))
      .orderBy(asc(instances.name), asc(instances.createdAt));
    const ids = rows.map((row) => row.id);
    const [counts, lastChecks] = await Promise.all([
      linkCountsByInstance(runtime.db, ids),
      ids.length === 0
        ? []
        : runtime.db
            .select({ instanceId: linkChecks.instanceId, finishedAt: max(linkChecks.finishedAt) })
            .from(linkChecks)
            .where(and(inArray(linkChecks.instanceId, ids), eq(linkChecks.status, 'succeeded')))
            .groupBy(linkChecks.instanceId),
    ]);
    const lastById = new Map(lastChecks.map((row) => [row.instanceId, row.finishedAt]));
    return {
      items: rows.map((row) => ({
        instanceId: row.id,
        instanceName: row.name,
        ...counts.get(row.id)!,
        lastCheckedAt: lastById.get(row.id)?.toISOString() ?? null,
      })),
    };
  },
});
