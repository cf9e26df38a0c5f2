import { and, count, desc, eq } from 'drizzle-orm';
import type { Batch } from '#contract/functions/batches.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import { presentBatch } from './present-batch.js';
import { selectBatches } from './select-batches.js';

/** An instance's applied batches, newest first, a page at a time. */
export async function listBatches(
  db: Queryable,
  query: { instanceId: string; page: number; pageSize: number },
): Promise<{ items: Batch[]; total: number }> {
  const where = and(eq(imports.instanceId, query.instanceId), eq(imports.status, 'applied'));
  const rows = await selectBatches(db)
    .where(where)
    .orderBy(desc(imports.appliedAt), desc(imports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(imports).where(where);
  return { items: rows.map(presentBatch), total: total?.n ?? 0 };
}
