import { count, isNotNull, sql } from 'drizzle-orm';
import { datasetSyncFilters, unsyncedStatuses, type DatasetSyncFilter } from '#contract/enums.js';
import type { Queryable } from '#server/db/database.js';
import { datasets } from '#server/db/schema/index.js';
import { datasetListWhere } from './list-datasets.js';
import type { DatasetListSelection } from './list-datasets-query.js';

export interface ListFilterCounts {
  syncStatuses: Record<DatasetSyncFilter, number>;
  organizations: { name: string; title: string | null; count: number }[];
}

/**
 * How many datasets each choice of the sync-status and organization filters would show, with the
 * search and the other filters as they are: each facet is counted without its own filter, so
 * its choices can be compared and switched between. Two grouped counts over the matching rows.
 */
export async function countListFilters(
  db: Queryable,
  selection: DatasetListSelection,
): Promise<ListFilterCounts> {
  const bySync = await db
    .select({
      status: datasets.syncStatus,
      removed: isNotNull(datasets.removedAt).mapWith(Boolean),
      count: count(),
    })
    .from(datasets)
    .where(datasetListWhere({ ...selection, syncStatus: undefined }))
    .groupBy(datasets.syncStatus, sql`${datasets.removedAt} is not null`);
  const byOrganization = await db
    .select({
      name: datasets.organizationName,
      title: sql<string | null>`max(${datasets.organizationTitle})`,
      count: count(),
    })
    .from(datasets)
    .where(datasetListWhere({ ...selection, organization: undefined }))
    .groupBy(datasets.organizationName)
    .orderBy(datasets.organizationName);

  const syncStatuses = Object.fromEntries(
    datasetSyncFilters.map((filter) => [filter, 0]),
  ) as Record<DatasetSyncFilter, number>;
  for (const { status, removed, count: n } of bySync) {
    if (removed) syncStatuses.removed += n;
    else if (status === 'synced') syncStatuses.synced += n;
    if ((unsyncedStatuses as readonly string[]).includes(status)) {
      syncStatuses.unsynced += n;
      syncStatuses[status as DatasetSyncFilter] += n;
    }
  }
  return {
    syncStatuses,
    organizations: byOrganization.flatMap(({ name, title, count: n }) =>
      name ? [{ name, title, count: n }] : [],
    ),
  };
}
