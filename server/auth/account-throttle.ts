import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { actionRateLimits } from '../db/schema/index.js';
import {
  consumeRateLimit,
  type RateLimitRule,
} from '../services/rate-limits/consume-rate-limit.js';

/**
 * Sign-in attempts per account, whatever address they come from: an attacker who spreads a slow
 * guessing over many addresses is stopped all the same, while the per-address limit stays loose
 * enough that one person's typos do not lock out an office behind one address. An attempt is
 * counted before the password is checked (so parallel guesses cannot all pass on a stale count)
 * and handed back when it signs in: only failures use up the allowance. The key holds a hash of
 * the address, not the address: whatever a sign-in form sends (a NUL, which PostgreSQL refuses in
 * text) is a valid key, and the table holds no addresses. A password reset clears the count: the
 * person has just proved they hold the mailbox, and someone else's guesses must not keep them out.
 */
export function accountSignInThrottle(db: Database, rule: RateLimitRule) {
  const keyOf = (email: string) =>
    `sign-in-account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  return {
    consume: (email: string) => consumeRateLimit(db, keyOf(email), rule),
    async giveBack(email: string): Promise<void> {
      await db
        .update(actionRateLimits)
        .set({ count: sql`${actionRateLimits.count} - 1` })
        .where(and(eq(actionRateLimits.key, keyOf(email)), gt(actionRateLimits.count, 0)));
    },
    async clear(email: string): Promise<void> {
      await db.delete(actionRateLimits).where(eq(actionRateLimits.key, keyOf(email)));
    },
  };
}
