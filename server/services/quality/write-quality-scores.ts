import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import type { FailedRule } from '../../engines/quality/index.js';

export interface DatasetScore {
  id: string;
  score: number;
  failed: FailedRule[];
}

/**
 * Stores the scores of a round of datasets in one statement. Only the quality columns change:
 * not the version, the sync status nor updated_at, so scoring is no edit and writes no history.
 */
export async function writeQualityScores(
  db: Queryable,
  scores: readonly DatasetScore[],
  scoredAt: Date,
): Promise<void> {
  if (scores.length === 0) return;
  const values = scores.map((entry) => ({
    id: entry.id,
    score: entry.score,
    rules: [...new Set(entry.failed.map((failure) => failure.rule))],
    failures: entry.failed,
  }));
  await db.execute(sql`
    update datasets as d
    set quality_score = v.score,
        quality_rules = v.rules,
        quality_failures = v.failures,
        quality_scored_at = ${scoredAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, score smallint, rules text[], failures jsonb)
    where d.id = v.id`);
}
