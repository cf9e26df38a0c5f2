// Deliberately wrong: a service outside the commands writing the working copy's tables, in each
// way the rule knows. Linted on purpose by server/lint-boundaries.test.ts.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { insertJsonRows } from '#server/db/insert-json-rows.js';
import { datasets, resources as resourceTable } from '#server/db/schema/index.js';

export async function retitle(db: Queryable, datasetId: string): Promise<void> {
  await db.update(datasets).set({ title: 'x' }).where(eq(datasets.id, datasetId));
  await db.execute(
    sql`delete from ${resourceTable} where ${resourceTable.datasetId} = ${datasetId}`,
  );
  await db.execute(insertJsonRows(resourceTable, ['datasetId'], [{ datasetId, instanceId: '' }]));
  await db.execute(sql.raw('update datasets set version = version + 1'));
  // Not a write of the table: a map of the same name, and a read.
  const seen = new Map<string, number>();
  const resources = seen;
  resources.delete(datasetId);
  await db.select().from(datasets).where(eq(datasets.id, datasetId));
}
