import type { WorkspaceRole } from '#contract/enums.js';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { workspaces } from './workspaces.js';

/** One instance of an editor's edit destination: the whole instance, or some organizations of it. */
export interface StoredEditDestination {
  instanceId: string;
  organizationNames: string[];
}

/**
 * An invitation to join a workspace. The link carries a random token; only its SHA-256 is stored,
 * so a copy of the database opens no workspace. One use: accepted, revoked or expired ends it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased; the account that accepts must have this address. */
    email: text('email').notNull(),
    role: text('role').$type<WorkspaceRole>().notNull(),
    editDestinations: jsonb('edit_destinations').$type<StoredEditDestination[]>().notNull(),
    /** The language of the invitation mail. */
    locale: text('locale').notNull().default('en'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('invitations_workspace_email').on(table.workspaceId, table.email)],
);
