import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { datasets, instances } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import {
  editableOrganizations,
  loadWorkspaceAccess,
  roleAllows,
  type WorkspaceAccess,
} from './workspaces.js';

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
  const [instance] = await db.select().from(instances).where(eq(instances.id, instanceId));
  if (!instance) throw AppError.notFound('Instance');
  const access = await loadWorkspaceAccess(db, actor, instance.workspaceId).catch(() => {
    throw AppError.notFound('Instance');
  });
  const editable = await editableOrganizations(db, access, instance.id);
  const allowed =
    capability === 'read'
      ? roleAllows(access.role, 'read')
      : capability === 'manage'
        ? roleAllows(access.role, 'manage')
        : editable !== 'none';
  if (!allowed) throw AppError.permissionDenied();
  return { ...access, instance, editable };
}

export type DatasetCapability = 'read' | 'edit';

export interface DatasetAccess extends InstanceAccess {
  dataset: typeof datasets.$inferSelect;
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

export async function requireDataset(
  db: Queryable,
  actor: Actor,
  datasetId: string,
  capability: DatasetCapability,
): Promise<DatasetAccess> {
  const [dataset] = await db.select().from(datasets).where(eq(datasets.id, datasetId));
  if (!dataset) throw AppError.notFound('Dataset');
  const access = await requireInstance(db, actor, dataset.instanceId, 'read').catch(
    asNotFound('Dataset'),
  );
  if (capability === 'edit' && !mayEditOrganization(access.editable, dataset.organizationName)) {
    throw AppError.permissionDenied();
  }
  return { ...access, dataset };
}
