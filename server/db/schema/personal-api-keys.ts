import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A person's API key for Catalogue Steward itself (scripts: `Authorization: Bearer …`). Only the
 * SHA-256 of the key is stored; the key is shown once, when it is created. Revoked keys stay as a
 * record of what existed.
 */
export const personalApiKeys = pgTable(
  'personal_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The key's first characters, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('personal_api_keys_user').on(table.userId)],
);
