import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { linkChecks } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import { asNotFound, requireInstance, type InstanceAccess } from './instances.js';

/**
 * Link checks: starting one needs 'edit' on what it covers (the instance, or the dataset's
 * organization for an editor: see requireResource); reading statuses, progress and history needs
 * 'read'.
 */

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
    asNotFound('Link check'),
  );
  return { ...access, check };
}
