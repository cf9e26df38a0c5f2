import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/database.js';
import { datasetTallies, datasets } from '#server/db/schema/index.js';
import { cachedListTotal, listTotalKey, type CountedTotal } from './list-total-cache.js';
import { searchTerms } from '../search/search-text.js';
import { isFiltered, type ListDatasetsQuery } from './list-datasets-query.js';

export interface ListTotal {
  /** The total, as an expression of the page's own statement (it does not depend on the row). */
  expression: SQL<number>;
  /** For a search or filter: its name in the cache, and what this process counted for it before. */
  key?: string;
  counted?: CountedTotal;
}

/**
 * The list's total:
 * - no search and no filter: the instance's dataset tallies added up, not 100,000 index entries;
 * - a search or a filter: the total this process counted before, when the datasets are still at
 *   the version it was counted at, else a count of the matches (an uncorrelated subquery in the
 *   ELSE branch: PostgreSQL runs it only when the version differs).
 */
export function listTotal(query: ListDatasetsQuery, where: SQL | undefined): ListTotal {
  const terms = searchTerms(query.q).map((term) => term.pattern);
  if (!isFiltered(query, terms.length > 0)) return { expression: instanceRows(query.instanceId) };
  const key = listTotalKey(query.instanceId, {
    terms,
    link: query.linkStatus,
    visibility: query.visibility,
    sync: query.syncStatus,
    organization: query.organization,
    quality: query.qualityRule,
  });
  const count = sql<number>`(select count(*) from ${datasets} where ${where})`;
  const counted = cachedListTotal(key);
  if (!counted) return { expression: count, key };
  return {
    expression: sql<number>`case when ${datasetsVersion(query.instanceId)} = ${counted.version}
      then ${counted.total} else ${count} end`,
    key,
    counted,
  };
}

/** The total on its own, for a page past the end (no row to carry it). */
export async function totalAlone(db: Queryable, total: ListTotal): Promise<number> {
  const result = await db.execute<{ total: string | number }>(
    sql`select ${total.expression} as total`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** How many dataset rows the instance has: its tallies added up. */
export function instanceRows(instanceId: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${datasetTallies.added}), 0)
    from ${datasetTallies} where ${eq(datasetTallies.instanceId, instanceId)})`;
}

/** The version of an instance's datasets: grows with every commit that changes them. */
export function datasetsVersion(instanceId: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${datasetTallies.changes}), 0)
    from ${datasetTallies} where ${eq(datasetTallies.instanceId, instanceId)})`;
}
