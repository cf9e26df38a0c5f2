import type { OutputOf } from '#contract/functions/define.js';
import type { qualitySummary as summaryContract, RuleCount } from '#contract/functions/quality.js';
import type { Queryable } from '#server/db/database.js';
import { organisationQuality } from './organisation-quality.js';
import { qualityChange } from './quality-change.js';
import { qualityTallies } from './quality-tallies.js';
import { cachedSummary } from './summary-cache.js';

/**
 * The quality page of an instance, from the stored scores and the harvests' snapshots; kept by
 * the process until a scoring or a harvest changes them (summary-cache.ts).
 */
export function qualitySummary(
  db: Queryable,
  instanceId: string,
): Promise<OutputOf<typeof summaryContract>> {
  return cachedSummary(db, instanceId, () => computeSummary(db, instanceId));
}

async function computeSummary(
  db: Queryable,
  instanceId: string,
): Promise<OutputOf<typeof summaryContract>> {
  // Independent reads: on a pool they run side by side (a transaction's connection queues them).
  const [tallies, organisations, change] = await Promise.all([
    qualityTallies(db, instanceId),
    organisationQuality(db, instanceId),
    qualityChange(db, instanceId),
  ]);
  const rules = Object.entries(tallies.rules)
    .map(([rule, count]) => ({ rule: rule as RuleCount['rule'], count }))
    .sort((left, right) => right.count - left.count || left.rule.localeCompare(right.rule));
  return {
    datasets: tallies.datasets,
    averageScore: tallies.averageScore,
    buckets: tallies.buckets,
    rules,
    organisations,
    change,
  };
}
