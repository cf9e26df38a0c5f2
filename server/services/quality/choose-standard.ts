import { eq } from 'drizzle-orm';
import type { DatasetStandard, StandardChoice } from '#contract/functions/quality.js';
import type { Database } from '#server/db/database.js';
import { datasetStandards } from '#server/db/schema/index.js';
import { datasetStandard } from './dataset-standard.js';

/**
 * Keeps a team's choice of standard dataset for a dataset (`automatic` forgets it, so the title
 * and tags decide again). Its files are compared with the new choice at their next check: the
 * comparison needs the file, which only a check downloads.
 */
export async function chooseStandard(
  db: Database,
  datasetId: string,
  standard: StandardChoice,
  chosenBy: string,
): Promise<DatasetStandard> {
  if (standard === 'automatic') {
    await db.delete(datasetStandards).where(eq(datasetStandards.datasetId, datasetId));
  } else {
    const chosenAt = new Date();
    await db
      .insert(datasetStandards)
      .values({ datasetId, standard, chosenBy, chosenAt })
      .onConflictDoUpdate({
        target: datasetStandards.datasetId,
        set: { standard, chosenBy, chosenAt },
      });
  }
  return datasetStandard(db, datasetId);
}
