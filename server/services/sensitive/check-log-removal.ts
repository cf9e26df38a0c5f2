import { and, desc, eq } from 'drizzle-orm';
import type { checkLogRemovals } from '#contract/functions/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { sensitiveChecks } from '#server/db/schema/index.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;

/**
 * Whether a check log may be deleted by someone who may (an owner): not while the check runs,
 * and not the resource's latest successful check, which is its current result (its findings are
 * the report).
 */
export async function checkLogRemoval(
  db: Queryable,
  check: CheckRecord,
  isOwner: boolean,
): Promise<(typeof checkLogRemovals)[number]> {
  if (!isOwner) return 'notOwner';
  if (check.status === 'queued' || check.status === 'running') return 'inProgress';
  const [latest] = await db
    .select({ id: sensitiveChecks.id })
    .from(sensitiveChecks)
    .where(
      and(
        eq(sensitiveChecks.resourceId, check.resourceId),
        eq(sensitiveChecks.status, 'succeeded'),
      ),
    )
    .orderBy(desc(sensitiveChecks.finishedAt))
    .limit(1);
  return latest?.id === check.id ? 'latestResult' : 'allowed';
}
