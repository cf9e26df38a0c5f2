import { and, eq } from 'drizzle-orm';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { overlapRounds } from '#server/db/overlap-rounds.js';
import { imports } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import { localEditor } from '../datasets/local-edit.js';
import { loadVocabularies } from '../vocabularies/catalogue-vocabularies.js';
import { applyPlanRound } from './apply-plan-round.js';
import { readPlanRounds } from './read-plan-rounds.js';
import { unreadablePlan } from './stored-import-plan.js';

/**
 * Apply of a previewed import: every dataset's changes in one transaction, so either all of the
 * file is applied or none of it (a dataset changed since the preview aborts it with
 * staleVersion, an unreadable round with importPlanUnreadable). The plan is read back and applied
 * a stored round at a time. The changes are local edits, made by the same commands as the app's
 * forms and synced like any other; each history row names the file.
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
      .select({
        status: imports.status,
        fileName: imports.fileName,
        kind: imports.kind,
        datasetCount: imports.datasetCount,
      })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.instanceId, access.instance.id)))
      .for('update');
    if (!stored) throw AppError.notFound('Import');
    if (stored.status !== 'ready')
      throw AppError.aborted('importApplied', 'This file has already been applied');
    const editor = localEditor(access, actor, {
      via: 'import',
      importId,
      fileName: stored.fileName,
      kind: stored.kind,
    });
    let applied = 0;
    // Rounds hold different datasets: the next is worked out while the last one is written.
    await overlapRounds(readPlanRounds(tx, importId), async (round) => {
      applied += round.length;
      await applyPlanRound(tx, editor, vocabularies, round);
    });
    // A round gone missing (a row deleted by hand) would apply part of the file: none of it is.
    if (applied !== stored.datasetCount) throw unreadablePlan();
    await tx
      .update(imports)
      .set({ status: 'applied', appliedAt: new Date() })
      .where(eq(imports.id, importId));
    return { datasets: applied };
  });
}
