import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instances } from './instances.js';

/**
 * Running counts of each instance's history rows, as rows to add up. A trigger on `histories`
 * adds one row per statement that inserts or deletes history rows (migration
 * 0014_history_tallies), so no writer waits on another and the history page's unfiltered total is
 * a read of a few index entries, not a count of every change the instance ever had (a national
 * catalogue's first harvest alone writes one row per dataset). `db.settle` folds an instance's
 * rows into one (fold-tallies.ts).
 */
export const historyTallies = pgTable(
  'history_tallies',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** Rows inserted less rows deleted: their sum is the instance's number of history rows. */
    added: integer('added').notNull(),
  },
  (table) => [index('history_tallies_instance').on(table.instanceId)],
);
