import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/database.js';

/**
 * Deletes the rows of `table` that `where` picks, `batchSize` at a time, so no single statement
 * holds locks (or cascades into child rows) for long. Answers how many rows went.
 */
export async function deleteInBatches(
  db: Queryable,
  table: PgTable,
  id: PgColumn,
  where: SQL,
  batchSize: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(batchSize);
    const rows = await db.delete(table).where(inArray(id, batch)).returning({ id });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
