import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { datasets } from './datasets.js';

/**
 * The distinct two-character pieces of a dataset's search_text, in a table of their own. A GIN
 * index on them finds candidates for any keyword of two characters or more — Japanese words are
 * often two characters (人口, 防災), which a trigram index cannot look up — and LIKE on
 * search_text confirms each candidate. Apart from the dataset row, they are written only when the
 * text changes: a dataset's sync status, version or link result moving on (every edit, sync and
 * check) rewrites its row without inserting its hundred-odd grams into the GIN index again.
 */
export const datasetGrams = pgTable(
  'dataset_grams',
  {
    datasetId: uuid('dataset_id')
      .primaryKey()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    grams: text('grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [index('dataset_grams_grams').using('gin', table.grams)],
);
