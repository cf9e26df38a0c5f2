import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  confirmationLikelihoods,
  confirmationSensitivities,
  likelihoodRank,
  type DetectedType,
} from '#contract/sensitive.js';
import type { Queryable } from '#server/db/database.js';
import { resources, sensitiveFindings } from '#server/db/schema/index.js';
import { latestChecks } from './latest-checks.js';

export interface ConfirmationNeed {
  resourceId: string;
  resourceName: string;
  /** The check whose findings ask for confirmation. */
  checkId: string;
  /** Detected types found at LIKELY or VERY_LIKELY with HIGH or MODERATE sensitivity. */
  types: DetectedType[];
  /** How many such findings. */
  findingCount: number;
}

const leastConfirmedRank = Math.min(...confirmationLikelihoods.map(likelihoodRank));

/**
 * The resources of a dataset whose latest successful check found LIKELY or
 * VERY_LIKELY findings of HIGH or MODERATE sensitivity; syncing them asks for explicit
 * confirmation. A resource never checked, or whose last check found nothing of the kind, needs
 * none: syncing without checking stays possible.
 */
export async function resourcesNeedingConfirmation(
  db: Queryable,
  datasetId: string,
  /** The dataset's resources in their order, when the caller has just read them (a sync has). */
  datasetResources?: ReadonlyArray<{ id: string; name: string }>,
): Promise<ConfirmationNeed[]> {
  const rows =
    datasetResources ??
    (await db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(eq(resources.datasetId, datasetId))
      .orderBy(asc(resources.position), asc(resources.name)));
  const latest = await latestChecks(
    db,
    rows.map((row) => row.id),
    ['succeeded'],
  );
  const flagged = [...latest.values()].filter((check) => (check.confirmationCount ?? 0) > 0);
  if (flagged.length === 0) return [];
  // The first finding of each type and likelihood is always stored, so the types are exact.
  const typeRows = await db
    .selectDistinct({ checkId: sensitiveFindings.checkId, type: sensitiveFindings.type })
    .from(sensitiveFindings)
    .where(
      and(
        inArray(
          sensitiveFindings.checkId,
          flagged.map((check) => check.id),
        ),
        gte(sensitiveFindings.likelihoodRank, leastConfirmedRank),
        inArray(sensitiveFindings.sensitivity, [...confirmationSensitivities]),
      ),
    );
  return rows.flatMap((resource) => {
    const check = flagged.find((candidate) => candidate.resourceId === resource.id);
    if (!check) return [];
    return [
      {
        resourceId: resource.id,
        resourceName: resource.name,
        checkId: check.id,
        types: typeRows
          .filter((row) => row.checkId === check.id)
          .map((row) => row.type as DetectedType)
          .sort(),
        findingCount: check.confirmationCount ?? 0,
      },
    ];
  });
}
