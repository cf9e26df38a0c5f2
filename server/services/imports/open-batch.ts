import type { BatchKind } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { ImportPlan } from './import-plan.js';

/**
 * A batch's header row, before its datasets (planRoundWriter stores them and their count): who
 * made it, what it is, and the plan's header. Its id.
 */
export async function openBatch(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  batch: {
    kind: BatchKind;
    label: string;
    header: Omit<ImportPlan, 'datasets'>;
    undoesId?: string;
  },
): Promise<string> {
  const [stored] = await db
    .insert(imports)
    .values({
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      userId: actor.id,
      fileName: batch.label,
      kind: batch.kind,
      plan: batch.header,
      datasetCount: 0,
      undoesId: batch.undoesId ?? null,
    })
    .returning({ id: imports.id });
  return stored!.id;
}
