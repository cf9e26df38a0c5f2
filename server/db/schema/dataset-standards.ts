import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StandardMapping } from '#server/engines/quality/standards/match-standard.js';
import { users } from './auth.js';
import { datasets } from './datasets.js';

/**
 * The national standard dataset a team chose for a dataset, or `none`, overriding what its title
 * and tags claim (docs/quality.md). No row: the claim is read from the title and tags. A local
 * setting of the working copy, never synced to the catalogue.
 */
export const datasetStandards = pgTable('dataset_standards', {
  datasetId: uuid('dataset_id')
    .primaryKey()
    .references(() => datasets.id, { onDelete: 'cascade' }),
  standard: text('standard').$type<StandardMapping>().notNull(),
  chosenBy: text('chosen_by').references(() => users.id, { onDelete: 'set null' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});
