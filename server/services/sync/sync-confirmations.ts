import type { Queryable } from '#server/db/database.js';
import { resourcesNeedingConfirmation } from '../sensitive/sync-confirmation.js';

/** A resource whose latest sensitive-information check found likely personal data. */
export interface SensitiveConfirmation {
  resourceId: string;
  resourceName: string;
  /** Detected types found at LIKELY or VERY_LIKELY with HIGH or MODERATE sensitivity. */
  types: string[];
}

/**
 * The hook between checks and syncs: the resources of a dataset the user must explicitly
 * confirm before a push (the latest successful check of each, see resourcesNeedingConfirmation).
 * A sync answers aborted (reason `sensitiveConfirmationNeeded`, with this list in
 * `details.resources`) until it is called with `confirmSensitive: true`; the history of the push
 * records who confirmed. A resource never checked needs no confirmation: syncing without
 * checking stays possible.
 */
export async function syncConfirmationsNeeded(
  db: Queryable,
  datasetId: string,
  /** The dataset's resources in their order, when the sync has just read them. */
  datasetResources?: ReadonlyArray<{ id: string; name: string }>,
): Promise<SensitiveConfirmation[]> {
  const needs = await resourcesNeedingConfirmation(db, datasetId, datasetResources);
  return needs.map(({ resourceId, resourceName, types }) => ({ resourceId, resourceName, types }));
}
