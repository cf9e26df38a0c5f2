import type {
  SyncRunItemOutcome,
  SyncRunItemState,
  SyncRunStatus,
} from '#contract/functions/sync-runs.js';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { instanceOwnedColumns } from './instance-owned-columns.js';

/**
 * "Publish many": one job that syncs a set of datasets with the key of the person who started it.
 * Its items say where it is, so a run whose process died resumes where it stopped.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    ...instanceOwnedColumns(),
    /** Whose catalogue key pushes; a run of someone who has left stops (their items fail). */
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<SyncRunStatus>().notNull().default('queued'),
    /** The person confirmed pushing resources a check found likely personal data in. */
    confirmSensitive: boolean('confirm_sensitive').notNull().default(false),
    /** Datasets selected but outside an editor's scope: listed on the run, never synced. */
    outsideScope: jsonb('outside_scope').notNull().default([]),
    /** Written by the process running it as it goes; a stale one means that process died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('sync_runs_instance_created').on(table.instanceId, table.createdAt)],
);

/** One dataset of a run: pending, then running (before its push), then done with an outcome. */
export const syncRunItems = pgTable(
  'sync_run_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => syncRuns.id, { onDelete: 'cascade' }),
    /** No foreign key: a dataset deleted by the run (or later) keeps its line in the result. */
    datasetId: uuid('dataset_id').notNull(),
    datasetName: text('dataset_name').notNull(),
    position: integer('position').notNull(),
    state: text('state').$type<SyncRunItemState>().notNull().default('pending'),
    outcome: text('outcome').$type<SyncRunItemOutcome>(),
    /** The catalogue's message (refused) or the failure's reason (failed). */
    message: text('message'),
    detail: jsonb('detail').notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('sync_run_items_run_position').on(table.runId, table.position),
    index('sync_run_items_run_state').on(table.runId, table.state),
  ],
);
