import { sql } from 'drizzle-orm';
import type { OrganisationQuality, RuleCount } from '#contract/functions/quality.js';
import type { Queryable } from '#server/db/database.js';

/** Each organisation's datasets, mean score and rules failed (worst first), lowest mean first. */
export async function organisationQuality(
  db: Queryable,
  instanceId: string,
): Promise<OrganisationQuality[]> {
  const [totals, failures] = await Promise.all([
    db.execute<{ name: string; title: string; n: number; average: number }>(sql`
    select coalesce(organization_name, '') as name,
           coalesce(max(organization_title), max(organization_name), '') as title,
           count(*)::int as n, round(avg(score))::int as average
    from dataset_quality where instance_id = ${instanceId} and not removed group by 1`),
    db.execute<{ name: string; rule: RuleCount['rule']; n: number }>(sql`
    select coalesce(organization_name, '') as name, rule, count(*)::int as n
    from dataset_quality, unnest(rules) as rule
    where instance_id = ${instanceId} and not removed and rules <> '{}' group by 1, 2`),
  ]);
  const rulesOf = Map.groupBy(failures.rows, (row) => row.name);
  return totals.rows
    .map((row) => ({
      name: row.name,
      title: row.title,
      datasets: row.n,
      averageScore: row.average,
      rules: (rulesOf.get(row.name) ?? [])
        .map((failure) => ({ rule: failure.rule, count: failure.n }))
        .sort((left, right) => right.count - left.count || left.rule.localeCompare(right.rule)),
    }))
    .sort(
      (left, right) =>
        left.averageScore - right.averageScore || left.title.localeCompare(right.title),
    );
}
