import type { HarvestStatus, HarvestTrigger, InstanceState } from '#contract/enums.js';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { workspaces } from './workspaces.js';

/** A catalogue (CKAN site) in a workspace, and the state of our working copy of it. */
export const instances = pgTable(
  'instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The catalogue's site URL, without a trailing slash. */
    url: text('url').notNull(),
    /** Organization names (or ids) the working copy is limited to; empty = the whole catalogue. */
    organizationScope: text('organization_scope')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ckanVersion: text('ckan_version'),
    siteTitle: text('site_title'),
    /** preparing until the first harvest succeeds, then ready. */
    state: text('state').$type<InstanceState>().notNull().default('preparing'),
    /** Cron (UTC) of the scheduled re-harvest; default nightly. */
    harvestSchedule: text('harvest_schedule').notNull().default('0 3 * * *'),
    /** Cron (UTC) of the scheduled link check; default daily, after the nightly harvest. */
    linkCheckSchedule: text('link_check_schedule').notNull().default('0 4 * * *'),
    lastSynchronizedAt: timestamp('last_synchronized_at', { withTimezone: true }),
    datasetCount: integer('dataset_count').notNull().default(0),
    resourceCount: integer('resource_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('instances_workspace').on(table.workspaceId)],
);

/** One harvest of an instance: progress while it runs, its outcome after. */
export const harvestRuns = pgTable(
  'harvest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<HarvestTrigger>().notNull(),
    status: text('status').$type<HarvestStatus>().notNull().default('queued'),
    total: integer('total'),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Datasets with an unsynced local edit whose catalogue copy changed (kept, not overwritten). */
    keptLocal: integer('kept_local').notNull().default(0),
    error: text('error'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Written by the process running the harvest as it goes; a stale one means that process died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('harvest_runs_instance').on(table.instanceId, table.queuedAt)],
);

/** The catalogue's licences, organizations and groups, cached for forms and titles. */
export const catalogueVocabularies = pgTable(
  'catalogue_vocabularies',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    items: jsonb('items').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instanceId, table.kind] })],
);
