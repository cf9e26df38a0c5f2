import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { sensitiveChecks } from '#server/db/schema/index.js';

type CheckRecord = typeof sensitiveChecks.$inferSelect;

/** Per resource, its newest check with one of these statuses. */
export async function latestChecks(
  db: Queryable,
  resourceIds: readonly string[],
  statuses: readonly CheckRecord['status'][],
): Promise<Map<string, CheckRecord>> {
  if (resourceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([sensitiveChecks.resourceId])
    .from(sensitiveChecks)
    .where(
      and(
        inArray(sensitiveChecks.resourceId, [...resourceIds]),
        inArray(sensitiveChecks.status, [...statuses]),
      ),
    )
    .orderBy(sensitiveChecks.resourceId, desc(sensitiveChecks.queuedAt));
  return new Map(rows.map((row) => [row.resourceId, row]));
}

export async function latestCheck(
  db: Queryable,
  resourceId: string,
  statuses: readonly CheckRecord['status'][],
): Promise<CheckRecord | undefined> {
  const [row] = await db
    .select()
    .from(sensitiveChecks)
    .where(
      and(
        eq(sensitiveChecks.resourceId, resourceId),
        inArray(sensitiveChecks.status, [...statuses]),
      ),
    )
    .orderBy(desc(sensitiveChecks.queuedAt))
    .limit(1);
  return row;
}
