import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';

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
  const scored = sql`instance_id = ${instanceId} and removed_at is null and quality_score is not null`;
  const bucketRows = await db.execute<{ bucket: number; n: number; total: number }>(sql`
      select least(quality_score / 10, 10)::int as bucket, count(*)::int as n,
             sum(quality_score)::int as total
      from datasets where ${scored} group by 1`);
  const ruleRows = await db.execute<{ rule: string; n: number }>(sql`
      select rule, count(*)::int as n
      from datasets, unnest(quality_rules) as rule where ${scored} group by rule`);
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
