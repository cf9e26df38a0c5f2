import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { harvestRuns, instances } from './instances.js';

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
