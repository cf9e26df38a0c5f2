import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { datasets } from './datasets.js';
import { instanceOwnedColumns } from './instance-owned-columns.js';

/**
 * One change to a dataset (or one of its resources): who, when, from where, and the before/after
 * of each changed field. Written in the same transaction as the change it records.
 */
export const histories = pgTable(
  'histories',
  {
    ...instanceOwnedColumns(),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    /** The dataset's name at the time, so the row still reads after the dataset is gone. */
    datasetName: text('dataset_name').notNull(),
    /** Set when the row is about one resource only (e.g. a check result). */
    resourceId: uuid('resource_id'),
    /** edit | create | sync | harvest | conflict | import | batch | check | … (contract/functions/histories.ts) */
    source: text('source').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** [{field, before, after, resourceId?, resourceName?}] */
    changes: jsonb('changes').notNull().default([]),
    /** Context of the change: a confirmation of sensitive data, the catalogue's stamp, … */
    details: jsonb('details').notNull().default({}),
    /** The address the change was made from; null for work a job did on its own (a harvest). */
    clientAddress: text('client_address'),
    /** Whether a trusted proxy vouched for that address (TRUSTED_PROXIES). */
    viaTrustedProxy: boolean('via_trusted_proxy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The history page in its order (the id orders one transaction's rows), read until it is full.
    // NULLS FIRST as ORDER BY … DESC has it: the planner does not use an index of another null
    // order, even for columns that are never null.
    index('histories_instance_created').on(
      table.instanceId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Who changed something in the instance: one step through this index per person.
    index('histories_instance_actor').on(table.instanceId, table.actorId),
    index('histories_dataset_created').on(table.datasetId, table.createdAt.desc()),
  ],
);
