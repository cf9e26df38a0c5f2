import { and, eq } from 'drizzle-orm';
import type { ImportPreview } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { presentImportPreview } from '../imports/present-import-preview.js';
import { readStoredImportPlan } from '../imports/read-stored-import-plan.js';
import { storeBatch } from '../imports/store-batch.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { planBatchUndo, type KeptDataset } from './plan-batch-undo.js';

/** Datasets kept as they are that the answer names; the count covers all. */
const keptListLimit = 500;

/**
 * The undo of an applied batch, previewed and kept for Apply like any batch: what goes back on
 * each dataset, and which datasets stay as they are (changed since, gone, or not undoable here).
 * A batch not applied, or already undone, is refused with its reason.
 */
export async function previewBatchUndo(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  batchId: string,
): Promise<ImportPreview & { kept: KeptDataset[]; keptCount: number }> {
  const [batch] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, batchId), eq(imports.instanceId, access.instance.id)));
  if (!batch) throw AppError.notFound('Batch');
  if (batch.status !== 'applied')
    throw AppError.aborted('batchNotApplied', 'Only an applied batch can be undone');
  const [undone] = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.undoesId, batchId), eq(imports.status, 'applied')));
  if (undone) throw AppError.aborted('batchUndone', 'This batch has already been undone');
  const vocabularies = await loadVocabularies(db, access.instance.id);
  const planned = await planBatchUndo(
    db,
    access,
    vocabularies,
    await readStoredImportPlan(db, batch),
  );
  const label = `Undo: ${batch.fileName}`;
  const applicable = planned.issues.length === 0 && planned.plan.datasets.length > 0;
  const importId = applicable
    ? await storeBatch(db, access, actor, {
        kind: 'undo',
        label,
        plan: planned.plan,
        undoesId: batchId,
      })
    : null;
  return {
    ...presentImportPreview(
      { importId, kind: 'undo', label, encoding: null },
      planned,
      vocabularies,
    ),
    kept: planned.kept.slice(0, keptListLimit),
    keptCount: planned.kept.length,
  };
}
