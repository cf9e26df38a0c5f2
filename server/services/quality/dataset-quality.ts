import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DatasetDetail } from '#contract/functions/datasets/index.js';
import type { Queryable } from '#server/db/database.js';
import { datasetQuality as qualityRows, resources } from '#server/db/schema/index.js';
import { datasetStandard } from './dataset-standard.js';

type DatasetQuality = DatasetDetail['quality'];

/**
 * A dataset's stored score and failures, the standard dataset it claims and how its files differ
 * from it, for its page; not scored yet → a null score.
 */
export async function datasetQuality(db: Queryable, datasetId: string): Promise<DatasetQuality> {
  const [[row], conformance, standard] = await Promise.all([
    db
      .select({
        score: qualityRows.score,
        failures: qualityRows.failures,
        scoredAt: qualityRows.scoredAt,
      })
      .from(qualityRows)
      .where(eq(qualityRows.datasetId, datasetId)),
    resourceConformance(db, datasetId),
    datasetStandard(db, datasetId),
  ]);
  if (!row) return { score: null, failures: [], scoredAt: null, conformance, standard };
  return {
    score: row.score,
    failures: row.failures as DatasetQuality['failures'],
    scoredAt: row.scoredAt.toISOString(),
    conformance,
    standard,
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
