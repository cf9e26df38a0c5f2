import { desc, eq } from 'drizzle-orm';
import type { SensitiveCheck } from '#contract/functions/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { sensitiveChecks } from '#server/db/schema/index.js';
import { presentChecks } from './present-check.js';

/** How many of a resource's checks its log list shows, newest first. */
export const resourceCheckListLimit = 50;

/** A resource's checks, newest first, as its check log list shows them. */
export async function listResourceChecks(
  db: Queryable,
  resourceId: string,
): Promise<SensitiveCheck[]> {
  const rows = await db
    .select()
    .from(sensitiveChecks)
    .where(eq(sensitiveChecks.resourceId, resourceId))
    .orderBy(desc(sensitiveChecks.queuedAt))
    .limit(resourceCheckListLimit);
  return presentChecks(db, rows);
}
