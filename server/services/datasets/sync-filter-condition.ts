import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { unsyncedStatuses, type DatasetSyncFilter } from '#contract/enums.js';
import { datasets } from '#server/db/schema/index.js';

/**
 * The datasets a sync-status filter shows: all changed here and not yet in the catalogue, one of
 * those statuses, the datasets the catalogue no longer has, or those in step with it.
 */
export function syncFilterCondition(filter: DatasetSyncFilter): SQL | undefined {
  switch (filter) {
    case 'unsynced':
      return inArray(datasets.syncStatus, [...unsyncedStatuses]);
    case 'removed':
      return isNotNull(datasets.removedAt);
    case 'synced':
      return and(eq(datasets.syncStatus, 'synced'), isNull(datasets.removedAt));
    default:
      return eq(datasets.syncStatus, filter);
  }
}
