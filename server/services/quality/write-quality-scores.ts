import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import type { FailedRule } from '#server/engines/quality/index.js';

export interface DatasetScore {
  id: string;
  instanceId: string;
  organizationName: string | null;
  organizationTitle: string | null;
  removed: boolean;
  score: number;
  failed: FailedRule[];
}

/**
 * Stores the scores of a round of datasets in one statement, in their rows of dataset_quality:
 * the datasets themselves are not written (no version, sync status, updated_at or history), so
 * scoring is no edit.
 */
export async function writeQualityScores(
  db: Queryable,
  scores: readonly DatasetScore[],
  scoredAt: Date,
): Promise<void> {
  if (scores.length === 0) return;
  const values = scores.map((entry) => ({
    dataset_id: entry.id,
    instance_id: entry.instanceId,
    organization_name: entry.organizationName,
    organization_title: entry.organizationTitle,
    removed: entry.removed,
    score: entry.score,
    rules: [...new Set(entry.failed.map((failure) => failure.rule))],
    failures: entry.failed,
  }));
  await db.execute(sql`
    insert into dataset_quality as q
      (dataset_id, instance_id, organization_name, organization_title, removed, score, rules,
       failures, scored_at)
    select v.dataset_id, v.instance_id, v.organization_name, v.organization_title, v.removed,
           v.score, v.rules, v.failures, ${scoredAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(dataset_id uuid, instance_id uuid, organization_name text, organization_title text,
           removed boolean, score smallint, rules text[], failures jsonb)
    on conflict (dataset_id) do update set
      instance_id = excluded.instance_id, organization_name = excluded.organization_name,
      organization_title = excluded.organization_title, removed = excluded.removed, score = excluded.score, rules = excluded.rules,
      failures = excluded.failures, scored_at = excluded.scored_at`);
}
