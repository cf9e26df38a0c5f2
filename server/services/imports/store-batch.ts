import type { BatchKind } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { ImportPlan } from './import-plan.js';
import { openBatch } from './open-batch.js';
import { planRoundWriter } from './plan-round-writer.js';

/**
 * Keeps a checked batch's plan until its Apply (and after, for its page and its undo): its id.
 * The datasets go a round a row, so no one value grows with the batch; all or none are stored.
 */
export async function storeBatch(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  batch: { kind: BatchKind; label: string; plan: ImportPlan; undoesId?: string },
): Promise<string> {
  const { datasets: planned, ...header } = batch.plan;
  return db.transaction(async (tx) => {
    const importId = await openBatch(tx, access, actor, { ...batch, header });
    const writer = planRoundWriter(tx, importId);
    await writer.add(planned);
    await writer.finish();
    return importId;
  });
}
