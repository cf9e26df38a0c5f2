import { uuid } from 'drizzle-orm/pg-core';
import { instances } from './instances.js';
import { workspaces } from './workspaces.js';

/**
 * The key and the owners of a row that belongs to one instance of a workspace: deleting either
 * deletes the row. A call makes new columns, as each table needs its own.
 */
export function instanceOwnedColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
  };
}
