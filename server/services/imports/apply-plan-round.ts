import type { Transaction } from '#server/db/database.js';
import { createDatasets, type NewDataset } from '../datasets/create-datasets.js';
import { deleteDatasetBy } from '../datasets/delete-dataset.js';
import type { LocalEditor } from '../datasets/local-edit.js';
import { updateDatasets } from '../datasets/update-datasets.js';
import { addedKey } from '../datasets/write-resources.js';
import type { CatalogueVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan } from './import-plan.js';

/**
 * One stored round of a plan, applied in the caller's transaction: its new datasets created, its
 * changed ones updated (each refused with staleVersion if it moved since the preview), its
 * deleted ones deleted, all by the same commands as the app's forms.
 */
export async function applyPlanRound(
  tx: Transaction,
  editor: LocalEditor,
  vocabularies: CatalogueVocabularies,
  round: DatasetPlan[],
): Promise<void> {
  const created = round.filter((dataset) => dataset.datasetId === null);
  const changed = round.filter((dataset) => dataset.datasetId !== null && !dataset.delete);
  const deleted = round.filter((dataset) => dataset.delete);
  await createDatasets(tx, editor, vocabularies, created.map(newDatasetOf));
  await updateDatasets(
    tx,
    editor,
    changed.map((dataset) => ({
      datasetId: dataset.datasetId!,
      version: dataset.version!,
      values: dataset.values,
      resources: dataset.resources,
      order: dataset.order,
      changes: dataset.changes,
    })),
    vocabularies,
  );
  for (const dataset of deleted)
    await deleteDatasetBy(tx, editor, dataset.datasetId!, dataset.version!);
}

/** A new dataset of the file, with its resources in the file's order. */
function newDatasetOf(plan: DatasetPlan): NewDataset {
  const added = plan.resources.flatMap((operation) => (operation.op === 'add' ? [operation] : []));
  const rank = new Map(plan.order?.map((key, index) => [key, index]));
  const ordered = plan.order
    ? added.toSorted((a, b) => rank.get(addedKey(a.row))! - rank.get(addedKey(b.row))!)
    : added;
  return {
    values: plan.values!,
    resources: ordered.map((operation) => operation.values),
    changes: plan.changes,
  };
}
