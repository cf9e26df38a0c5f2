import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instances } from './instances.js';

/**
 * Running totals of each instance's datasets, as rows to add up. Triggers on `datasets` add one row
 * per statement that inserts, updates or deletes datasets (migration 0011_dataset_tallies), so no
 * writer waits on another, and sums read in the same statement as a page of the list agree with
 * that page exactly. `db.settle` folds an instance's rows into one (fold-tallies.ts).
 */
export const datasetTallies = pgTable(
  'dataset_tallies',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** Rows inserted less rows deleted: their sum is the instance's number of dataset rows. */
    added: integer('added').notNull(),
    /**
     * Statements that changed the instance's datasets: their sum grows with every commit that
     * does, so an equal sum means the same datasets (a version of them).
     */
    changes: integer('changes').notNull(),
  },
  (table) => [index('dataset_tallies_instance').on(table.instanceId)],
);
