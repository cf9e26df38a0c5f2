import type { BatchKind } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { importPlanRounds, imports } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { ImportPlan } from './import-plan.js';

/** Datasets a stored round holds: one row of import_plan_rounds, read back whole by the apply. */
const datasetsPerRound = 1000;

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
    const [stored] = await tx
      .insert(imports)
      .values({
        workspaceId: access.workspace.id,
        instanceId: access.instance.id,
        userId: actor.id,
        fileName: batch.label,
        kind: batch.kind,
        plan: header,
        datasetCount: planned.length,
        undoesId: batch.undoesId ?? null,
      })
      .returning({ id: imports.id });
    const importId = stored!.id;
    for (let start = 0; start < planned.length; start += datasetsPerRound)
      await tx.insert(importPlanRounds).values({
        importId,
        position: start / datasetsPerRound,
        datasets: planned.slice(start, start + datasetsPerRound),
      });
    return importId;
  });
}
