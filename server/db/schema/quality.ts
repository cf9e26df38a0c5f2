import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { datasets } from './datasets.js';
import { harvestRuns, instances } from './instances.js';

/**
 * Each dataset's quality (docs/quality.md), beside its row rather than in it: scoring rewrites
 * these narrow rows, not the wide dataset rows and their dozen indexes (the search's GIN among
 * them), and the quality page's sums read a few megabytes. Written by scoring only.
 */
export const datasetQuality = pgTable(
  'dataset_quality',
  {
    datasetId: uuid('dataset_id')
      .primaryKey()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull(),
    /** The dataset's organization (name) when scored, for the page's sums per organization. */
    organizationName: text('organization_name'),
    organizationTitle: text('organization_title'),
    /** The dataset was removed from the catalogue when scored: left out of the page's sums. */
    removed: boolean('removed').notNull().default(false),
    /** 0–100. */
    score: smallint('score').notNull(),
    /** The ids of the rules it fails, each once, for the list's filter by rule. */
    rules: text('rules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every failure (rule, resource, detail) as the engine gave it, for the dataset page. */
    failures: jsonb('failures')
      .notNull()
      .default(sql`'[]'::jsonb`),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The page's distribution and sums per organization, read from the index alone. No GIN on
    // the rules: the list's filter by rule reads the instance's narrow rows (a GIN made each
    // round of scoring slower than the page's reads it would save).
    index('dataset_quality_instance').on(
      table.instanceId,
      table.removed,
      table.organizationName,
      table.score,
    ),
    // The summary's cache key: the instance's latest scoring.
    index('dataset_quality_instance_scored').on(table.instanceId, table.scoredAt),
  ],
);

/**
 * The quality of an instance's catalogue as it stood after a harvest: how many datasets in each
 * tenth of the score and how many fail each rule. The quality page compares the latest two to
 * show what changed since the previous harvest.
 */
export const qualitySnapshots = pgTable(
  'quality_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    harvestRunId: uuid('harvest_run_id').references(() => harvestRuns.id, {
      onDelete: 'set null',
    }),
    datasets: integer('datasets').notNull(),
    /** The mean score, rounded. */
    averageScore: integer('average_score').notNull(),
    /** Datasets per score bucket: [0–9, 10–19, …, 90–99, 100]. */
    buckets: jsonb('buckets').$type<number[]>().notNull(),
    /** Datasets failing each rule, by rule id. */
    rules: jsonb('rules').$type<Record<string, number>>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quality_snapshots_instance_taken').on(table.instanceId, table.takenAt.desc())],
);
