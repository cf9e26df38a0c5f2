import type { BatchKind } from '#contract/functions/imports.js';
import type { Actor } from '#server/auth/actor.js';
import type { Queryable } from '#server/db/database.js';
import { imports } from '#server/db/schema/index.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { ImportPlan } from './import-plan.js';

/** Keeps a checked batch's plan until its Apply (and after, for its page and its undo): its id. */
export async function storeBatch(
  db: Queryable,
  access: InstanceAccess,
  actor: Actor,
  batch: { kind: BatchKind; label: string; plan: ImportPlan; undoesId?: string },
): Promise<string> {
  const [stored] = await db
    .insert(imports)
    .values({
      workspaceId: access.workspace.id,
      instanceId: access.instance.id,
      userId: actor.id,
      fileName: batch.label,
      kind: batch.kind,
      plan: batch.plan,
      undoesId: batch.undoesId ?? null,
    })
    .returning({ id: imports.id });
  return stored!.id;
}
