import type { SensitiveCheckStatus } from '#contract/sensitive.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { datasets, resources } from './datasets.js';
import { instances } from './instances.js';

/** One table's kind and evidence as the detector judged it (the engine's `TableJudgementSummary`). */
export interface StoredTableJudgement {
  sheet?: string;
  rows: string;
  kind: string;
  evidence: { code: string; columns: string[] }[];
}

/** "Check all" of a dataset or an instance: one check per resource, progress counted from them. */
export const sensitiveCheckBatches = pgTable(
  'sensitive_check_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** Set for a dataset's batch; null for a whole instance. */
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** An editor's "check all" covers the organizations they may edit; null means every one. */
    organizationNames: text('organization_names').array(),
    /** Resources to check: counted when asked, then exact once the fan-out has run. */
    total: integer('total').notNull().default(0),
    /** Resources that already had a check queued or running: counted as done. */
    skipped: integer('skipped').notNull().default(0),
    /** The fan-out's place (resource id, in id order), so a retried fan-out resumes there. */
    resumeAfter: uuid('resume_after'),
    /** When the fan-out finished queueing one check per resource. */
    queuedAllAt: timestamp('queued_all_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sensitive_check_batches_instance').on(table.instanceId, table.createdAt),
    index('sensitive_check_batches_dataset').on(table.datasetId, table.createdAt),
  ],
);

/**
 * One sensitive-information check of a resource, shown as a log at the
 * `/workspaces/{w}/{i}/{d}/{r}/{logId}` route. Counts stay after the findings of an older check are
 * replaced by a newer one's.
 */
export const sensitiveChecks = pgTable(
  'sensitive_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => sensitiveCheckBatches.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued | running | succeeded | failed */
    status: text('status').$type<SensitiveCheckStatus>().notNull().default('queued'),
    /** The resource URL when the check was queued (the one downloaded). */
    url: text('url').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Bytes downloaded. */
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    contentType: text('content_type'),
    /** What the detector read the file as: csv, tsv, xlsx, xls, json, text, pdf, unknown. */
    format: text('format'),
    encoding: text('encoding'),
    sheets: text('sheets').array(),
    rowsScanned: integer('rows_scanned'),
    /** Download and scan, in milliseconds. */
    durationMs: integer('duration_ms'),
    /** False when the format is not one the detector reads (the check still succeeds). */
    supported: boolean('supported'),
    notSupportedReason: text('not_supported_reason'),
    /** Findings at or above POSSIBLE: the resource's sensitive info count. */
    findingCount: integer('finding_count'),
    /** Every stored finding counted by type then likelihood: `{ PERSON_NAME: { LIKELY: 3 } }`. */
    counts: jsonb('counts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** LIKELY or VERY_LIKELY findings of HIGH or MODERATE sensitivity: syncing asks to confirm. */
    confirmationCount: integer('confirmation_count'),
    /**
     * How the detector read each table (a CSV file, a sheet): records of people, things, things
     * that each name a person, or undecided, with the columns that made it. `[]` for text and PDF.
     */
    tableJudgements: jsonb('table_judgements')
      .$type<StoredTableJudgement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Some findings were counted but not stored (more than the report could show of a kind). */
    findingsTruncated: boolean('findings_truncated').notNull().default(false),
    /** A stable code the web turns into en/ja text (download.httpStatus, scan.ZIP_BOMB…). */
    errorCode: text('error_code'),
    /** Parameters of that text (HTTP status, byte limit). */
    errorParams: jsonb('error_params'),
    /** The technical detail, in English, for administrators. */
    errorMessage: text('error_message'),
  },
  (table) => [
    index('sensitive_checks_resource').on(table.resourceId, table.queuedAt),
    index('sensitive_checks_batch').on(table.batchId, table.status),
    index('sensitive_checks_dataset_status').on(table.datasetId, table.status),
  ],
);

/** What a check found, in file order (`seq`). Only the latest successful check of a resource keeps them. */
export const sensitiveFindings = pgTable(
  'sensitive_findings',
  {
    checkId: uuid('check_id')
      .notNull()
      .references(() => sensitiveChecks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    row: integer('row').notNull(),
    page: integer('page'),
    sheet: text('sheet'),
    column: text('column').notNull(),
    type: text('type').notNull(),
    subType: text('sub_type'),
    likelihood: text('likelihood').notNull(),
    /** The likelihood's position in contract `likelihoods`, for "at least" filters. */
    likelihoodRank: smallint('likelihood_rank').notNull(),
    sensitivity: text('sensitivity').notNull(),
    quote: text('quote').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.checkId, table.seq] }),
    index('sensitive_findings_check_type').on(table.checkId, table.type, table.seq),
  ],
);
