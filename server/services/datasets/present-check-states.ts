import type { ResourceRow } from '#contract/functions/datasets/index.js';
import type { ResourceRecord } from '#server/db/schema/index.js';

type CheckStateKey =
  'lastCheckedAt' | 'linkStatus' | 'linkReason' | 'linkCheckedAt' | 'syncStatus' | 'sensitiveCount';

/** What the checks and the last sync found, as a dataset and each of its resources carry it. */
export function presentCheckStates(
  row: Pick<ResourceRecord, CheckStateKey>,
): Pick<ResourceRow, CheckStateKey> {
  return {
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    linkStatus: row.linkStatus as ResourceRow['linkStatus'],
    linkReason: row.linkReason as ResourceRow['linkReason'],
    linkCheckedAt: row.linkCheckedAt?.toISOString() ?? null,
    syncStatus: row.syncStatus,
    sensitiveCount: row.sensitiveCount,
  };
}
