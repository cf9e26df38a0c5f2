import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { Queryable } from '#server/db/database.js';
import { instances, workspaceMembers, workspaces } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';

export interface WorkspaceSummaryRow {
  id: string;
  name: string;
  role: WorkspaceRole | null;
  instanceCount: number;
  createdAt: string;
}

/** The caller's workspaces, scoped in SQL; a system administrator sees every workspace. */
export async function listWorkspacesOf(
  db: Queryable,
  actor: Actor,
): Promise<WorkspaceSummaryRow[]> {
  const membership = and(
    eq(workspaceMembers.workspaceId, workspaces.id),
    eq(workspaceMembers.userId, actor.id),
  );
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      createdAt: workspaces.createdAt,
      instanceCount: sql<number>`(select count(*)::int from ${instances} where ${instances.workspaceId} = ${workspaces.id})`,
    })
    .from(workspaces)
    .leftJoin(workspaceMembers, membership)
    .where(actor.isSystemAdmin ? undefined : sql`${workspaceMembers.userId} is not null`)
    .orderBy(asc(workspaces.name), asc(workspaces.createdAt));
  return rows.map((row) => ({
    ...row,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function countInstances(db: Queryable, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instances)
    .where(eq(instances.workspaceId, workspaceId));
  return row?.n ?? 0;
}
