import { and, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { Queryable } from '../db/database.js';
import { workspaceMembers, workspaces } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';

/**
 * What each role may do in a workspace:
 * - read: see its instances, datasets, reports, histories (every member; system administrators too)
 * - edit: change, check and sync datasets (editors only within their edit destination)
 * - manage: members, invitations, instances and settings of the workspace (owner, admin)
 * - own: delete the workspace, manage owners (owner)
 */
export type WorkspaceCapability = 'read' | 'edit' | 'manage' | 'own';

const capabilitiesByRole: Record<WorkspaceRole, readonly WorkspaceCapability[]> = {
  owner: ['read', 'edit', 'manage', 'own'],
  admin: ['read', 'edit', 'manage'],
  editor: ['read', 'edit'],
  viewer: ['read'],
};

export interface WorkspaceAccess {
  workspace: typeof workspaces.$inferSelect;
  /** null: a system administrator who is not a member (read only). */
  role: WorkspaceRole | null;
  actor: Actor;
}

export function roleAllows(role: WorkspaceRole | null, capability: WorkspaceCapability): boolean {
  if (role === null) return capability === 'read';
  return capabilitiesByRole[role].includes(capability);
}

/** The workspace and the caller's role in it; not found for non-members (no probing). */
export async function loadWorkspaceAccess(
  db: Queryable,
  actor: Actor,
  workspaceId: string,
): Promise<WorkspaceAccess> {
  const [row] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaces)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, actor.id)),
    )
    .where(eq(workspaces.id, workspaceId));
  if (!row || (row.role === null && !actor.isSystemAdmin)) throw AppError.notFound('Workspace');
  return { workspace: row.workspace, role: row.role, actor };
}

export async function requireWorkspace(
  db: Queryable,
  actor: Actor,
  workspaceId: string,
  capability: WorkspaceCapability,
): Promise<WorkspaceAccess> {
  const access = await loadWorkspaceAccess(db, actor, workspaceId);
  if (!roleAllows(access.role, capability)) throw AppError.permissionDenied();
  return access;
}
