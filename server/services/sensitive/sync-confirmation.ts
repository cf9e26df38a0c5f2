import type { Queryable } from '../../db/database.js';
import { latestChecks } from './latest-checks.js';

export interface ConfirmationNeed {
  resourceId: string;
  /** The check whose findings ask for confirmation. */
  checkId: string;
  /** Its LIKELY or VERY_LIKELY findings of HIGH or MODERATE sensitivity. */
  findingCount: number;
}

/**
 * Spec §4 sync flow: of these resources, those whose latest successful check found LIKELY or
 * VERY_LIKELY findings of HIGH or MODERATE sensitivity; syncing them asks for explicit
 * confirmation. A resource never checked, or whose last check found nothing of the kind, needs
 * none: syncing without checking stays possible.
 */
export async function resourcesNeedingConfirmation(
  db: Queryable,
  resourceIds: readonly string[],
): Promise<ConfirmationNeed[]> {
  const latest = await latestChecks(db, resourceIds, ['succeeded']);
  return [...latest.values()]
    .filter((check) => (check.confirmationCount ?? 0) > 0)
    .map((check) => ({
      resourceId: check.resourceId,
      checkId: check.id,
      findingCount: check.confirmationCount ?? 0,
    }));
}
