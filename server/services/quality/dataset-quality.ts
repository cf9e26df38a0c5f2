import { eq } from 'drizzle-orm';
import type { DatasetDetail } from '../../../contract/functions/datasets/index.js';
import type { Queryable } from '../../db/database.js';
import { datasetQuality as qualityRows } from '../../db/schema/index.js';

/** A dataset's stored score and failures, for its page; not scored yet → a null score. */
export async function datasetQuality(
  db: Queryable,
  datasetId: string,
): Promise<DatasetDetail['quality']> {
  const [row] = await db
    .select({
      score: qualityRows.score,
      failures: qualityRows.failures,
      scoredAt: qualityRows.scoredAt,
    })
    .from(qualityRows)
    .where(eq(qualityRows.datasetId, datasetId));
  if (!row) return { score: null, failures: [], scoredAt: null };
  return {
    score: row.score,
    failures: row.failures as DatasetDetail['quality']['failures'],
    scoredAt: row.scoredAt.toISOString(),
  };
}
