import { and, eq } from 'drizzle-orm';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { createDatasets, type NewDataset } from '../datasets/create-datasets.js';
import { deleteDatasetBy } from '../datasets/delete-dataset.js';
import { localEditor } from '../datasets/local-edit.js';
import { updateDatasets } from '../datasets/update-datasets.js';
import { addedKey } from '../datasets/write-resources.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import type { DatasetPlan } from './import-plan.js';
import { readStoredImportPlan } from './stored-import-plan.js';

/**
 * Apply of a previewed import: every dataset's changes in one transaction, so either all of the
 * file is applied or none of it (a dataset changed since the preview aborts it with
 * staleVersion). The changes are local edits, made by the same commands as the app's forms and
 * synced like any other; each history row names the file.
 */
export async function applyImport(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  importId: string,
): Promise<{ datasets: number }> {
  const vocabularies = await loadVocabularies(db, access.instance.id);
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.instanceId, access.instance.id)))
      .for('update');
    if (!stored) throw AppError.notFound('Import');
    if (stored.status !== 'ready')
      throw AppError.aborted('importApplied', 'This file has already been applied');
    const plan = readStoredImportPlan(stored.plan);
    const editor = localEditor(access, actor, {
      via: 'import',
      importId,
      fileName: stored.fileName,
      kind: stored.kind,
    });
    const created = plan.datasets.filter((dataset) => dataset.datasetId === null);
    const changed = plan.datasets.filter(
      (dataset) => dataset.datasetId !== null && !dataset.delete,
    );
    const deleted = plan.datasets.filter((dataset) => dataset.delete);
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
    await tx
      .update(imports)
      .set({ status: 'applied', appliedAt: new Date() })
      .where(eq(imports.id, importId));
    return { datasets: plan.datasets.length };
  });
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
