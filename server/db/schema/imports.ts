import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { instances } from './instances.js';
import { workspaces } from './workspaces.js';

/**
 * An uploaded CSV between its preview and its apply: the checked plan of every change it makes,
 * so Apply does exactly what the preview showed (or nothing, if a dataset moved meanwhile).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** datasets | resources (CSV) | metadata (CKAN JSON, DCAT JSON-LD) */
    kind: text('kind').$type<'datasets' | 'resources' | 'metadata'>().notNull(),
    /** ready (previewed, not applied) | applied */
    status: text('status').$type<'ready' | 'applied'>().notNull().default('ready'),
    /** The changes per dataset, as the preview computed them (services/bulk/import-plan.ts). */
    plan: jsonb('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('imports_instance_created').on(table.instanceId, table.createdAt)],
);
