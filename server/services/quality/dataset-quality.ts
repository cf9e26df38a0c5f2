import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import { datasetQuality as qualityRows, resources } from '#server/db/schema/index.js';

type DatasetQuality = DatasetDetail['quality'];

/**
 * A dataset's stored score and failures, and how its files differ from the standard dataset it
 * claims, for its page; not scored yet → a null score.
 */
export async function datasetQuality(db: Queryable, datasetId: string): Promise<DatasetQuality> {
  const [[row], conformance] = await Promise.all([
    db
      .select({
        score: qualityRows.score,
        failures: qualityRows.failures,
        scoredAt: qualityRows.scoredAt,
      })
      .from(qualityRows)
      .where(eq(qualityRows.datasetId, datasetId)),
    resourceConformance(db, datasetId),
  ]);
  if (!row) return { score: null, failures: [], scoredAt: null, conformance };
  return {
    score: row.score,
    failures: row.failures as DatasetQuality['failures'],
    scoredAt: row.scoredAt.toISOString(),
    conformance,
  };
}

async function resourceConformance(
  db: Queryable,
  datasetId: string,
): Promise<DatasetQuality['conformance']> {
  const rows = await db
    .select({ resourceId: resources.id, report: resources.conformance })
    .from(resources)
    .where(and(eq(resources.datasetId, datasetId), isNotNull(resources.conformance)))
    .orderBy(asc(resources.position));
  return rows.flatMap(({ resourceId, report }) =>
    report
      ? [
          {
            resourceId,
            standardId: report.standardId,
            total: report.total,
            truncated: report.truncated,
            rowsChecked: report.rowsChecked,
            differences: report.differences,
          },
        ]
      : [],
  );
}
