import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatasetSort, LinkStatus } from '../../../contract/enums.js';
import type { DatasetRow } from '../../../contract/functions/datasets.js';
import type { Queryable } from '../../db/database.js';
import { datasets } from '../../db/schema/index.js';
import { searchTerms } from './search-text.js';

export interface ListDatasetsQuery {
  instanceId: string;
  q: string;
  sort: DatasetSort;
  linkStatus?: LinkStatus | 'unchecked' | undefined;
  page: number;
  pageSize: number;
}

/** The list's order for each sort; the name (unique in an instance) makes it total. */
export const orderBySort: Record<DatasetSort, SQL[]> = {
  default: [asc(datasets.name)],
  modified_desc: [sql`${datasets.metadataModified} desc nulls last`, asc(datasets.name)],
  modified_asc: [sql`${datasets.metadataModified} asc nulls last`, asc(datasets.name)],
  // NULLS LAST as in its index (num_resources is never null, but the planner does not know that
  // an index of another null order serves: it read 20,000 rows for a page of 50).
  resources_desc: [sql`${datasets.numResources} desc nulls last`, asc(datasets.name)],
  resources_asc: [asc(datasets.numResources), asc(datasets.name)],
};

export async function listDatasets(
  db: Queryable,
  query: ListDatasetsQuery,
): Promise<{ items: DatasetRow[]; total: number }> {
  const where = datasetListWhere(query);
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
      // Counted by the same statement (once: it does not depend on the row), not by another one.
      total: sql<number>`(select count(*) from ${datasets} where ${where})`.mapWith(Number),
    })
    .from(datasets)
    .where(where)
    .orderBy(...orderBySort[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total =
    rows[0]?.total ??
    // A page past the end has no row to carry the count.
    (query.page === 1
      ? 0
      : ((await db.select({ n: count() }).from(datasets).where(where))[0]?.n ?? 0));
  return {
    total,
    items: rows.map(({ removedAt, total: _total, ...row }) => ({
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

/** The datasets the list shows for a search and filter, on every page (the export uses it too). */
export function datasetListWhere(
  query: Pick<ListDatasetsQuery, 'instanceId' | 'q' | 'linkStatus'>,
): SQL | undefined {
  return and(
    eq(datasets.instanceId, query.instanceId),
    query.linkStatus === 'unchecked'
      ? isNull(datasets.linkStatus)
      : query.linkStatus
        ? eq(datasets.linkStatus, query.linkStatus)
        : undefined,
    ...searchTerms(query.q).flatMap((term) => [
      term.grams.length > 0
        ? sql`${datasets.searchGrams} @> array[${sql.join(
            term.grams.map((gram) => sql`${gram}`),
            sql`, `,
          )}]::text[]`
        : undefined,
      sql`${datasets.searchText} like ${term.pattern}`,
    ]),
  );
}
