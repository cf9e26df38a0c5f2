import { eq } from 'drizzle-orm';
import type { OutputOf } from '#contract/functions/define.js';
import { importPreviewListLimit, type ImportChange } from '#contract/functions/imports.js';
import type { batchesGet } from '#contract/functions/batches.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import { readPlanRounds } from '../imports/read-plan-rounds.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { comparedChanges, titlesOfValues } from '../vocabularies/vocabulary-titles.js';
import { presentBatch } from './present-batch.js';
import { selectBatches } from './select-batches.js';

/** A batch's page: who, when, what (the change itself for one made in the browser), its undo, and its first changes. */
export async function readBatch(
  db: Queryable,
  batchId: string,
): Promise<OutputOf<typeof batchesGet>> {
  const [row] = await selectBatches(db).where(eq(imports.id, batchId));
  if (!row) throw AppError.notFound('Batch');
  // The first rounds of the plan, as many as the page lists.
  const changes: ImportChange[] = [];
  for await (const round of readPlanRounds(db, batchId)) {
    for (const dataset of round.slice(0, importPreviewListLimit - changes.length))
      changes.push({
        datasetName: dataset.name,
        datasetId: dataset.datasetId,
        status: dataset.delete ? 'delete' : dataset.datasetId ? 'changed' : 'new',
        changes: dataset.changes,
      });
    if (changes.length >= importPreviewListLimit) break;
  }
  const vocabularies = await loadVocabularies(db, row.instanceId);
  return {
    ...presentBatch(row),
    changes,
    changeCount: row.datasetCount,
    titles: titlesOfValues(
      vocabularies,
      changes.flatMap((change) => comparedChanges(change.changes)),
    ),
  };
}
