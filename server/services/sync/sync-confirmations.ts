import type { Queryable } from '../../db/database.js';

/** A resource whose latest sensitive-information check found likely personal data. */
export interface SensitiveConfirmation {
  resourceId: string;
  resourceName: string;
  /** Detected types found at LIKELY or VERY_LIKELY with HIGH or MODERATE sensitivity. */
  types: string[];
}

/**
 * Spec §4's hook between checks and syncs: the resources of a dataset the user must explicitly
 * confirm before a push. A sync answers aborted (reason `sensitiveConfirmationNeeded`, with this
 * list in `details.resources`) until it is called with `confirmSensitive: true`; the history of
 * the push records who confirmed.
 *
 * Issue 5 fills this in from the latest check of each resource. Until checks exist, nothing
 * needs confirming.
 */
export async function syncConfirmationsNeeded(
  _db: Queryable,
  _datasetId: string,
): Promise<SensitiveConfirmation[]> {
  return [];
}
