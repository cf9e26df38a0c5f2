import {
  index,
  integer,
  json,
  jsonb,
  primaryKey,
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
    /**
     * The plan's header (for a change made in the browser, the change itself); its datasets are
     * the rows of import_plan_rounds (services/imports/import-plan.ts).
     */
    plan: jsonb('plan').notNull(),
    /** How many datasets the plan names (its rounds' datasets, counted when stored). */
    datasetCount: integer('dataset_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('imports_instance_created').on(table.instanceId, table.createdAt)],
);

/**
 * A batch's plan, a round of datasets a row: stored as the preview computes it and read back a
 * round at a time by the apply, so no one value (nor the memory to hold it) grows with the batch.
 */
export const importPlanRounds = pgTable(
  'import_plan_rounds',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the rounds in the plan's order. */
    position: integer('position').notNull(),
    /**
     * The round's dataset plans (read back through ZStoredPlanRound). json, not jsonb: stored
     * and read back whole, never queried inside, so the database keeps the text as it comes.
     */
    datasets: json('datasets').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.position] })],
);
