import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatasetSort } from '#contract/enums.js';
import type { DatasetRow } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import { datasetGrams, datasetQuality, datasets } from '#server/db/schema/index.js';
import {
  countInFlight,
  countOnce,
  rememberListTotal,
  type CountedTotal,
} from './list-total-cache.js';
import {
  datasetsVersion,
  instanceRows,
  listTotal,
  totalAlone,
  type ListTotal,
} from './list-total.js';
import type { DatasetListSelection, ListDatasetsQuery } from './list-datasets-query.js';
import { searchTerms } from '../search/search-text.js';
import { syncFilterCondition } from './sync-filter-condition.js';

/** A dataset's stored quality score, read beside its row (null until it is first scored). */
const qualityScore = sql<
  number | null
>`(select ${datasetQuality.score} from ${datasetQuality} where ${datasetQuality.datasetId} = ${datasets.id})`;

/** The list's order for each sort; the name (unique in an instance) makes it total. */
export const orderBySort: Record<DatasetSort, SQL[]> = {
  default: [asc(datasets.name)],
  modified_desc: [sql`${datasets.metadataModified} desc nulls last`, asc(datasets.name)],
  modified_asc: [sql`${datasets.metadataModified} asc nulls last`, asc(datasets.name)],
  // NULLS LAST as in its index (num_resources is never null, but the planner does not know that
  // an index of another null order serves: it read 20,000 rows for a page of 50).
  resources_desc: [sql`${datasets.numResources} desc nulls last`, asc(datasets.name)],
  resources_asc: [asc(datasets.numResources), asc(datasets.name)],
  // The score lives beside the dataset (dataset_quality), so no index of datasets serves this
  // order: the page is a top-N sort of the instance's rows (bench/list/README.md).
  score_asc: [sql`${qualityScore} asc nulls last`, asc(datasets.name)],
  score_desc: [sql`${qualityScore} desc nulls last`, asc(datasets.name)],
};

export async function listDatasets(
  db: Queryable,
  query: ListDatasetsQuery,
): Promise<{ items: DatasetRow[]; total: number }> {
  const where = datasetListWhere(query);
  let total = listTotal(query, where);
  const counting = total.key && !total.counted ? countInFlight(total.key) : undefined;
  if (counting) {
    // Another request of this process is counting the same search: wait, then reuse its total.
    await counting;
    total = listTotal(query, where);
  }
  const { key, counted } = total;
  const rows =
    key && !counted
      ? await countOnce(key, () => readListPage(db, query, total))
      : await readListPage(db, query, total);
  const [first] = rows;
  return {
    total:
      first?.total ??
      // A page past the end has no row to carry the total.
      (query.page === 1 ? 0 : await totalAlone(db, total)),
    items: rows.map(({ removedAt, total: _t, version: _v, instanceRows: _r, ...row }) => ({
      ...row,
      metadataModified: row.metadataModified?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      linkStatus: row.linkStatus as DatasetRow['linkStatus'],
      linkReason: row.linkReason as DatasetRow['linkReason'],
      linkCheckedAt: row.linkCheckedAt?.toISOString() ?? null,
      syncStatus: row.syncStatus as DatasetRow['syncStatus'],
      removed: removedAt !== null,
    })),
  };
}

/** A page of the list with its total, which it keeps for a search or filter. */
async function readListPage(db: Queryable, query: ListDatasetsQuery, total: ListTotal) {
  const where = datasetListWhere(query, {
    gramIndex: !total.counted || !readsLessInOrder(query, total.counted),
  });
  const rows = await db
    .select({
      id: datasets.id,
      name: datasets.name,
      title: datasets.title,
      organizationName: datasets.organizationName,
      organizationTitle: datasets.organizationTitle,
      numResources: datasets.numResources,
      metadataModified: datasets.metadataModified,
      lastCheckedAt: datasets.lastCheckedAt,
      linkStatus: datasets.linkStatus,
      linkReason: datasets.linkReason,
      linkCheckedAt: datasets.linkCheckedAt,
      syncStatus: datasets.syncStatus,
      sensitiveCount: datasets.sensitiveCount,
      removedAt: datasets.removedAt,
      private: datasets.private,
      qualityScore,
      // Read by the same statement as the page (once: they do not depend on the row). The
      // version and the instance's rows are kept with a search's or filter's total only.
      total: total.expression.mapWith(Number),
      version: (total.key ? datasetsVersion(query.instanceId) : sql<number>`0`).mapWith(Number),
      instanceRows: (total.key ? instanceRows(query.instanceId) : sql<number>`0`).mapWith(Number),
    })
    .from(datasets)
    .where(where)
    .orderBy(...orderBySort[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [first] = rows;
  if (first && total.key) {
    const { version, total: counted, instanceRows: rowsThen } = first;
    rememberListTotal(total.key, { version, total: counted, instanceRows: rowsThen });
  }
  return rows;
}

/**
 * Whether a page of a search is found sooner by reading the list in its order until the page is
 * full than through the gram index, which finds every match and then sorts them: reading in order
 * takes about (page end) / (share matching) rows, the index the matches, total = share × rows.
 * A word in 7 % of 100,000 datasets: about 750 rows for the first page against 6,700.
 */
function readsLessInOrder(query: ListDatasetsQuery, counted: CountedTotal): boolean {
  if (searchTerms(query.q).length === 0) return false;
  return query.page * query.pageSize * counted.instanceRows <= counted.total * counted.total;
}

/**
 * The datasets the list shows for a search and filter, on every page (the export uses it too).
 * LIKE on the search text decides; the gram condition, which it implies, only lets the gram
 * index find candidates (`gramIndex: false` leaves it out, for a page read in order).
 */
export function datasetListWhere(
  query: DatasetListSelection,
  { gramIndex = true }: { gramIndex?: boolean } = {},
): SQL | undefined {
  return and(
    eq(datasets.instanceId, query.instanceId),
    query.syncStatus ? syncFilterCondition(query.syncStatus) : undefined,
    query.organization ? eq(datasets.organizationName, query.organization) : undefined,
    query.linkStatus === 'unchecked'
      ? isNull(datasets.linkStatus)
      : query.linkStatus
        ? eq(datasets.linkStatus, query.linkStatus)
        : undefined,
    query.visibility ? eq(datasets.private, query.visibility === 'private') : undefined,
    query.qualityRule
      ? sql`${datasets.id} in (select dataset_id from dataset_quality
          where instance_id = ${query.instanceId} and rules @> array[${query.qualityRule}]::text[])`
      : undefined,
    ...searchTerms(query.q).flatMap((term) => [
      gramIndex && term.grams.length > 0
        ? sql`${datasets.id} in (select ${datasetGrams.datasetId} from ${datasetGrams}
            where ${datasetGrams.grams} @> array[${sql.join(
              term.grams.map((gram) => sql`${gram}`),
              sql`, `,
            )}]::text[])`
        : undefined,
      sql`${datasets.searchText} like ${term.pattern}`,
    ]),
  );
}
