import { sql } from 'drizzle-orm';
import {
  boolean,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { instances } from './instances.js';

/**
 * A person's API key for a catalogue instance (CKAN token), sealed with AES-256-GCM
 * (server/lib/secret-box.ts). Syncs and checks act with the acting user's own key.
 */
export const catalogueApiKeys = pgTable(
  'catalogue_api_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    sealedKey: text('sealed_key').notNull(),
    /** The last four characters, to tell keys apart without revealing them. */
    hint: text('hint').notNull(),
    /** Whether the catalogue let this key write to the instance's organizations when it was saved. */
    canWrite: boolean('can_write').notNull().default(false),
    /** The instance's organizations this key could create datasets in when it was verified. */
    writableOrganizations: text('writable_organizations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The instance's harvests read the catalogue with this key (one key per instance at most), so
     * the private datasets it may read are in the working copy too.
     */
    usedForHarvest: boolean('used_for_harvest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instanceId] }),
    uniqueIndex('catalogue_api_keys_harvest')
      .on(table.instanceId)
      .where(sql`${table.usedForHarvest}`),
  ],
);
