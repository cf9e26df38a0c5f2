import { desc, eq } from 'drizzle-orm';
import type { OutputOf } from '#contract/functions/define.js';
import type { qualitySummary, RuleCount } from '#contract/functions/quality.js';
import type { Queryable } from '#server/db/database.js';
import { qualitySnapshots } from '#server/db/schema/index.js';

type QualityChange = OutputOf<typeof qualitySummary>['change'];

/** What changed between the snapshots of the latest two harvests; null before the second. */
export async function qualityChange(db: Queryable, instanceId: string): Promise<QualityChange> {
  const [latest, previous] = await db
    .select()
    .from(qualitySnapshots)
    .where(eq(qualitySnapshots.instanceId, instanceId))
    .orderBy(desc(qualitySnapshots.takenAt))
    .limit(2);
  if (!latest || !previous) return null;
  const ruleIds = new Set([...Object.keys(latest.rules), ...Object.keys(previous.rules)]);
  const rules = [...ruleIds]
    .map((rule) => ({
      rule: rule as RuleCount['rule'],
      before: previous.rules[rule] ?? 0,
      after: latest.rules[rule] ?? 0,
    }))
    .filter((entry) => entry.before !== entry.after)
    .sort(
      (left, right) =>
        Math.abs(right.after - right.before) - Math.abs(left.after - left.before) ||
        left.rule.localeCompare(right.rule),
    );
  return {
    previousAt: previous.takenAt.toISOString(),
    latestAt: latest.takenAt.toISOString(),
    averageBefore: previous.averageScore,
    averageAfter: latest.averageScore,
    rules,
  };
}
