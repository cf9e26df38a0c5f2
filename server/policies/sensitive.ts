import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { sensitiveChecks } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import { asNotFound } from './instances.js';
import { requireDataset, type DatasetAccess } from './require-dataset.js';

/** Starting a check needs 'edit' on the resource (see requireResource); reports and logs 'read'. */

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
    asNotFound('Check'),
  );
  return { ...access, check };
}

/**
 * Quotes are shown to members of the workspace only. A system administrator who is not a
 * member may read the report's rows, not the personal data they quote.
 */
export function mayReadQuotes(access: Pick<DatasetAccess, 'role'>): boolean {
  return access.role !== null;
}
