import type {
  LinkCheckScope,
  LinkCheckStatus,
  LinkCheckTrigger,
  LinkReason,
  LinkStatus,
} from '#contract/enums.js';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { datasets, resources } from './datasets.js';
import { instances } from './instances.js';

/**
 * One run of the link checker over an instance, a dataset, a resource, or the links awaiting
 * confirmation: progress while it runs (counted in resources), its outcome after.
 */
export const linkChecks = pgTable(
  'link_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** instance | dataset | resource | unconfirmed (contract/enums.ts) */
    scope: text('scope').$type<LinkCheckScope>().notNull(),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'cascade' }),
    /** manual | schedule | confirmation */
    trigger: text('trigger').$type<LinkCheckTrigger>().notNull(),
    /** queued | running | succeeded | failed */
    status: text('status').$type<LinkCheckStatus>().notNull().default('queued'),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    alive: integer('alive').notNull().default(0),
    dead: integer('dead').notNull().default(0),
    unknown: integer('unknown').notNull().default(0),
    /** Parts of the check that workers take separately, each over its own hosts. */
    parts: integer('parts').notNull().default(1),
    partsDone: integer('parts_done').notNull().default(0),
    error: text('error'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A confirmation check waits until the failures it re-checks are old enough. */
    startAfter: timestamp('start_after', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Moves while the check runs: a running check that stopped moving was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    index('link_checks_instance_queued').on(table.instanceId, table.queuedAt),
    index('link_checks_dataset').on(table.datasetId),
  ],
);

/** Every result of every check of a resource's link: the history that dates a failure. */
export const linkResults = pgTable(
  'link_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkId: uuid('check_id')
      .notNull()
      .references(() => linkChecks.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The status recorded: a dead link stays unknown until a second failure confirms it. */
    status: text('status').$type<LinkStatus>().notNull(),
    /** What this check alone found. */
    engineStatus: text('engine_status').$type<LinkStatus>().notNull(),
    reason: text('reason').$type<LinkReason>().notNull(),
    httpStatus: integer('http_status'),
    finalUrl: text('final_url'),
    contentType: text('content_type'),
    contentLength: bigint('content_length', { mode: 'number' }),
    responseTimeMs: integer('response_time_ms').notNull(),
    redirects: integer('redirects').notNull().default(0),
    /** Technical detail (an error code, the refused address) for administrators. */
    detail: text('detail'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('link_results_resource_checked').on(table.resourceId, table.checkedAt),
    index('link_results_check').on(table.checkId),
  ],
);

/**
 * The checker's bookkeeping for a resource's current link, beside the status, reason and time the
 * resource row shows: which URL was checked, since when it fails, what the last answer was.
 */
export const linkStates = pgTable(
  'link_states',
  {
    resourceId: uuid('resource_id')
      .primaryKey()
      .references(() => resources.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** The URL these facts are about; a resource whose URL changed starts a new history. */
    url: text('url').notNull(),
    engineStatus: text('engine_status').$type<LinkStatus>().notNull(),
    httpStatus: integer('http_status'),
    finalUrl: text('final_url'),
    detail: text('detail'),
    /** The first failed check since the link last worked; null while it works. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    checkId: uuid('check_id').references(() => linkChecks.id, { onDelete: 'set null' }),
  },
  (table) => [index('link_states_instance').on(table.instanceId)],
);
