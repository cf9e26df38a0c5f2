import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { linkChecks, resources } from '../db/schema/index.js';
import type { Actor } from '../functions/implement.js';
import { AppError } from '../lib/app-error.js';
import {
  requireDataset,
  requireInstance,
  type DatasetAccess,
  type DatasetCapability,
  type InstanceAccess,
} from './instances.js';

/**
 * Link checks: starting one needs 'edit' on what it covers (the instance, or the dataset's
 * organization for an editor); reading statuses, progress and history needs 'read'.
 */

export interface ResourceAccess extends DatasetAccess {
  resource: typeof resources.$inferSelect;
}

/** The resource if the caller may `capability` its dataset; not found when it is not theirs. */
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

export interface LinkCheckAccess extends InstanceAccess {
  check: typeof linkChecks.$inferSelect;
}

/** A link check the caller may read (its instance is theirs); not found otherwise. */
export async function requireLinkCheck(
  db: Queryable,
  actor: Actor,
  checkId: string,
): Promise<LinkCheckAccess> {
  const [check] = await db.select().from(linkChecks).where(eq(linkChecks.id, checkId));
  if (!check) throw AppError.notFound('Link check');
  const access = await requireInstance(db, actor, check.instanceId, 'read').catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === 'not-found'
        ? AppError.notFound('Link check')
        : error;
    },
  );
  return { ...access, check };
}
