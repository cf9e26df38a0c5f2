import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Queryable } from '../../db/database.js';
import { imports } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { InstanceAccess } from '../../policies/instances.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { applyDatasetPlan } from './apply-dataset-plan.js';
import type { ImportPlan } from './import-plan.js';

/**
 * Apply of a previewed import: every dataset's changes in one transaction, so either all of the
 * file is applied or none of it (a dataset changed since the preview aborts it with
 * staleVersion). The changes are local edits, synced like any other.
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
    const plan = stored.plan as ImportPlan;
    const source = { importId, fileName: stored.fileName };
    for (const dataset of plan.datasets)
      await applyDatasetPlan(tx, access, actor, vocabularies, dataset, source);
    await tx
      .update(imports)
      .set({ status: 'applied', appliedAt: new Date() })
      .where(eq(imports.id, importId));
    return { datasets: plan.datasets.length };
  });
}
