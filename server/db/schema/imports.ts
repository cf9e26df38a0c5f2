import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BatchKind } from '#contract/functions/imports.js';
import { users } from './auth.js';
import { instanceOwnedColumns } from './instance-owned-columns.js';

/**
 * A batch: an uploaded file, a change of many datasets made in the browser, or the undoing of an
 * earlier batch, between its preview and its apply and after it: the checked plan of every change
 * it makes, so Apply does exactly what the preview showed (or nothing, if a dataset moved
 * meanwhile), and Undo knows what it changed.
 */
export const imports = pgTable(
  'imports',
  {
    ...instanceOwnedColumns(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file's name, or for a batch made in the browser what it does ("Replace … in URL"). */
    fileName: text('file_name').notNull(),
    /** datasets | resources (CSV) | metadata (CKAN JSON, DCAT JSON-LD) | change | undo */
    kind: text('kind').$type<BatchKind>().notNull(),
    /** For an undo: the batch it undoes. */
    undoesId: uuid('undoes_id').references((): AnyPgColumn => imports.id, { onDelete: 'set null' }),
    /** ready (previewed, not applied) | applied */
    status: text('status').$type<'ready' | 'applied'>().notNull().default('ready'),
    /** The changes per dataset, as the preview computed them (services/bulk/import-plan.ts). */
    plan: jsonb('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('imports_instance_created').on(table.instanceId, table.createdAt)],
);
