import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';

export interface QualityTallies {
  /** Datasets scored (not removed). */
  datasets: number;
  averageScore: number;
  /** Datasets per score bucket: [0–9, 10–19, …, 90–99, 100]. */
  buckets: number[];
  /** Datasets failing each rule, by rule id. */
  rules: Record<string, number>;
}

export const scoreBucketCount = 11;

/** The instance's score distribution and failures per rule, as the working copy holds them now. */
export async function qualityTallies(db: Queryable, instanceId: string): Promise<QualityTallies> {
  const [bucketRows, ruleRows] = await Promise.all([
    db.execute<{ bucket: number; n: number; total: number }>(sql`
    select least(score / 10, 10)::int as bucket, count(*)::int as n, sum(score)::int as total
    from dataset_quality where instance_id = ${instanceId} and not removed group by 1`),
    db.execute<{ rule: string; n: number }>(sql`
    select rule, count(*)::int as n
    from dataset_quality, unnest(rules) as rule
    where instance_id = ${instanceId} and not removed and rules <> '{}' group by rule`),
  ]);
  const buckets = new Array<number>(scoreBucketCount).fill(0);
  let count = 0;
  let total = 0;
  for (const row of bucketRows.rows) {
    buckets[row.bucket] = row.n;
    count += row.n;
    total += row.total;
  }
  return {
    datasets: count,
    averageScore: count === 0 ? 0 : Math.round(total / count),
    buckets,
    rules: Object.fromEntries(ruleRows.rows.map((row) => [row.rule, row.n])),
  };
}
