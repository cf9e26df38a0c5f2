import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { resources } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import { asNotFound } from './instances.js';
import { requireDataset, type DatasetAccess, type DatasetCapability } from './require-dataset.js';

export interface ResourceAccess extends DatasetAccess {
  resource: typeof resources.$inferSelect;
}

/**
 * A resource is as readable and editable as its dataset: checking it (links, sensitive data) needs
 * 'edit', reading its results 'read'. Another workspace's resource is simply not found.
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
    asNotFound('Resource'),
  );
  return { ...access, resource };
}
