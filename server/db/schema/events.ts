import type { EventLevel } from '#contract/enums.js';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { instances } from './instances.js';
import { workspaces } from './workspaces.js';

/** What happened to a workspace or instance: harvests, syncs, failures, membership and key changes. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').references(() => instances.id, { onDelete: 'cascade' }),
    /** info | warning | error */
    level: text('level').$type<EventLevel>().notNull(),
    /** A stable kind the web turns into en/ja text, e.g. harvest.succeeded. */
    kind: text('kind').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Parameters of the message (counts, names) and the technical detail of failures. */
    details: jsonb('details').notNull().default({}),
    /** The address of the call that caused it; null for what a job did on its own. */
    clientAddress: text('client_address'),
    /** Whether a trusted proxy vouched for that address (TRUSTED_PROXIES). */
    viaTrustedProxy: boolean('via_trusted_proxy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_instance_created').on(table.instanceId, table.createdAt),
    index('events_workspace_created').on(table.workspaceId, table.createdAt),
  ],
);
