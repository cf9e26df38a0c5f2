import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { resources, sensitiveChecks } from '../db/schema/index.js';
import type { Actor } from '../functions/implement.js';
import { AppError } from '../lib/app-error.js';
import { requireDataset, type DatasetAccess, type DatasetCapability } from './instances.js';

export interface ResourceAccess extends DatasetAccess {
  resource: typeof resources.$inferSelect;
}

/**
 * A resource is as readable and editable as its dataset: starting a check needs 'edit', the
 * report and logs 'read'. Another workspace's resource is simply not found.
 */
export async function requireResource(
  db: Queryable,
  actor: Actor,
  resourceId: string,
  capability: DatasetCapability,
): Promise<ResourceAccess> {
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
  if (!resource) throw AppError.notFound('Resource');
  const access = await requireDataset(db, actor, resource.datasetId, capability).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'not-found'
        ? AppError.notFound('Resource')
        : error;
    },
  );
  return { ...access, resource };
}

export interface CheckAccess extends DatasetAccess {
  check: typeof sensitiveChecks.$inferSelect;
}

/** A check's log is readable by whoever may read its dataset. */
export async function requireCheck(
  db: Queryable,
  actor: Actor,
  checkId: string,
): Promise<CheckAccess> {
  const [check] = await db.select().from(sensitiveChecks).where(eq(sensitiveChecks.id, checkId));
  if (!check) throw AppError.notFound('Check');
  const access = await requireDataset(db, actor, check.datasetId, 'read').catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'not-found'
        ? AppError.notFound('Check')
        : error;
    },
  );
  return { ...access, check };
}

/**
 * Spec §2: quotes are shown to members of the workspace only. A system administrator who is not a
 * member may read the report's rows, not the personal data they quote.
 */
export function mayReadQuotes(access: Pick<DatasetAccess, 'role'>): boolean {
  return access.role !== null;
}
