import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { instances, linkChecks } from '#server/db/schema/index.js';
import type { DatabaseNeed } from '../service-needs.js';
import { linkCountsByInstance } from './link-counts.js';

/** Each instance of a workspace (by name) with its link counts and when its links last passed a check. */
export async function workspaceLinkSummary(deps: DatabaseNeed, workspaceId: string) {
  const { db } = deps;
  const rows = await db
    .select({ id: instances.id, name: instances.name })
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId))
    .orderBy(asc(instances.name), asc(instances.createdAt));
  const ids = rows.map((row) => row.id);
  const [counts, lastChecks] = await Promise.all([
    linkCountsByInstance(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ instanceId: linkChecks.instanceId, finishedAt: max(linkChecks.finishedAt) })
          .from(linkChecks)
          .where(and(inArray(linkChecks.instanceId, ids), eq(linkChecks.status, 'succeeded')))
          .groupBy(linkChecks.instanceId),
  ]);
  const lastById = new Map(lastChecks.map((row) => [row.instanceId, row.finishedAt]));
  return rows.map((row) => ({
    instanceId: row.id,
    instanceName: row.name,
    ...counts.get(row.id)!,
    lastCheckedAt: lastById.get(row.id)?.toISOString() ?? null,
  }));
}
