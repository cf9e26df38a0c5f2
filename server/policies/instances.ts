import { and, eq, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '#contract/enums.js';
import type { Queryable } from '../db/database.js';
import { preparedStatement } from '../db/prepared-statement.js';
import { editDestinations, instances, workspaceMembers, workspaces } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import { roleAllows, type WorkspaceAccess } from './workspaces.js';

export type InstanceCapability = 'read' | 'edit' | 'manage';

export interface InstanceAccess extends WorkspaceAccess {
  instance: typeof instances.$inferSelect;
  editable: 'all' | 'none' | string[];
}

/** The instance if the caller may `capability` it; not found when its workspace is not theirs. */
export async function requireInstance(
  db: Queryable,
  actor: Actor,
  instanceId: string,
  capability: InstanceCapability,
): Promise<InstanceAccess> {
  const [row] = await instanceAccessStatement(db).execute({ instanceId, userId: actor.id });
  const access = row && instanceAccessOf(actor, row);
  if (!access) throw AppError.notFound('Instance');
  return allowedOrDenied(access, capability);
}

/**
 * Everything an access check needs, read in one statement: the instance, its workspace, the
 * caller's role there and their edit destination in this instance (for editors).
 */
export const instanceAccessColumns = {
  instance: instances,
  workspace: workspaces,
  role: workspaceMembers.role,
  destinationWorkspaceId: editDestinations.workspaceId,
  destinationOrganizations: editDestinations.organizationNames,
};

type InstanceAccessRow = {
  instance: typeof instances.$inferSelect;
  workspace: typeof workspaces.$inferSelect;
  role: string | null;
  destinationWorkspaceId: string | null;
  destinationOrganizations: string[] | null;
};

const caller = sql.placeholder('userId');
export const callerIsMember = and(
  eq(workspaceMembers.workspaceId, workspaces.id),
  eq(workspaceMembers.userId, caller),
);
export const callersDestination = and(
  eq(editDestinations.workspaceId, workspaces.id),
  eq(editDestinations.userId, caller),
  eq(editDestinations.instanceId, instances.id),
);

const instanceAccessStatement = preparedStatement((db) =>
  db
    .select(instanceAccessColumns)
    .from(instances)
    .innerJoin(workspaces, eq(workspaces.id, instances.workspaceId))
    .leftJoin(workspaceMembers, callerIsMember)
    .leftJoin(editDestinations, callersDestination)
    .where(eq(instances.id, sql.placeholder('instanceId')))
    .prepare('instance_access'),
);

/**
 * The caller's access to the instance of a row, or undefined for a non-member (no probing). An
 * editor edits within their edit destination: none outside it, everything when it names no
 * organization; owners and admins edit everything.
 */
export function instanceAccessOf(actor: Actor, row: InstanceAccessRow): InstanceAccess | undefined {
  const role = row.role as WorkspaceRole | null;
  if (role === null && !actor.isSystemAdmin) return undefined;
  const editable = !roleAllows(role, 'edit')
    ? 'none'
    : role !== 'editor'
      ? 'all'
      : row.destinationWorkspaceId === null
        ? 'none'
        : row.destinationOrganizations!.length === 0
          ? 'all'
          : row.destinationOrganizations!;
  return { workspace: row.workspace, role, actor, instance: row.instance, editable };
}

/** The access when it allows `capability`; permission denied otherwise. */
export function allowedOrDenied(
  access: InstanceAccess,
  capability: InstanceCapability,
): InstanceAccess {
  const allowed =
    capability === 'read'
      ? roleAllows(access.role, 'read')
      : capability === 'manage'
        ? roleAllows(access.role, 'manage')
        : access.editable !== 'none';
  if (!allowed) throw AppError.permissionDenied();
  return access;
}

export function mayEditOrganization(
  editable: InstanceAccess['editable'],
  organizationName: string | null,
): boolean {
  if (editable === 'all') return true;
  if (editable === 'none') return false;
  return organizationName !== null && editable.includes(organizationName);
}

/**
 * For a `.catch` on a check of what something belongs to: the parent's not-found becomes the
 * thing's own, so a caller learns nothing of what lies behind an id that is not theirs.
 */
export function asNotFound(entity: string): (error: unknown) => never {
  return (error) => {
    throw error instanceof AppError && error.code === 'not-found'
      ? AppError.notFound(entity)
      : error;
  };
}
