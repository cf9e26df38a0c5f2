import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for our own limits (invitations sent, reset mails per address), in the
 * database so every web process shares them. better-auth keeps its own in rate_limits.
 */
export const actionRateLimits = pgTable('action_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
