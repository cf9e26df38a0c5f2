import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { actionRateLimits } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';

export interface RateLimitRule {
  windowSeconds: number;
  max: number;
}

/**
 * Counts one use of `key` in a fixed window and tells whether it is within the rule. One atomic
 * upsert, so concurrent requests on any web process cannot all pass on a stale count.
 */
export async function consumeRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(actionRateLimits)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: actionRateLimits.key,
      set: {
        count: sql`case when ${actionRateLimits.windowStartedAt} <= ${windowStart} then 1 else ${actionRateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${actionRateLimits.windowStartedAt} <= ${windowStart} then now() else ${actionRateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: actionRateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${actionRateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now()))))::int`,
    });
  return {
    allowed: (row?.count ?? 0) <= rule.max,
    retryAfterSeconds: row?.retryAfterSeconds ?? rule.windowSeconds,
  };
}

/** As consumeRateLimit, throwing resource-exhausted (429) when the limit is passed. */
export async function enforceRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, rule);
  if (!allowed)
    throw new AppError('resource-exhausted', 'Too many requests', {
      reason: 'rateLimited',
      retryAfterSeconds,
    });
}
