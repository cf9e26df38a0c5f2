import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';

interface Cached<Value> {
  key: string;
  value: Value;
}

/** Instances whose summary this process keeps; the least recently computed goes first. */
const limit = 200;
const summaries = new Map<string, Cached<unknown>>();

/**
 * The instance's quality summary as this process last computed it, while its scores and
 * snapshots are those it was computed from (how many rows, the latest scoring, the latest
 * snapshot: any scoring or harvest changes them); else computed again and kept.
 */
export async function cachedSummary<Value>(
  db: Queryable,
  instanceId: string,
  compute: () => Promise<Value>,
): Promise<Value> {
  // One index-only pass over (instance_id, scored_at) for the rows and the latest scoring, and one
  // probe for the latest snapshot.
  const [state] = (
    await db.execute<{ key: string }>(sql`
      select concat_ws(' ', q.n, q.latest,
        (select max(taken_at) from quality_snapshots where instance_id = ${instanceId})) as key
      from (select count(*) as n, max(scored_at) as latest
            from dataset_quality where instance_id = ${instanceId}) q`)
  ).rows;
  const key = state?.key ?? '';
  const held = summaries.get(instanceId);
  if (held && held.key === key) return held.value as Value;
  const value = await compute();
  summaries.delete(instanceId);
  summaries.set(instanceId, { key, value });
  if (summaries.size > limit) summaries.delete(summaries.keys().next().value!);
  return value;
}
