import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#server/db/database.js';
import { imports, users } from '#server/db/schema/index.js';

const undone = alias(imports, 'undone');
const undo = alias(imports, 'undo');

/**
 * Batches as their page and their list read them: the batch, who made it, how many datasets its
 * plan names, the batch it undoes and the applied undo of it. The caller adds where and order.
 */
export function selectBatches(db: Queryable) {
  return db
    .select({
      id: imports.id,
      instanceId: imports.instanceId,
      kind: imports.kind,
      label: imports.fileName,
      change: sql<unknown>`${imports.plan}->'change'`,
      status: imports.status,
      actorId: users.id,
      actorName: users.name,
      createdAt: imports.createdAt,
      appliedAt: imports.appliedAt,
      datasetCount: imports.datasetCount,
      undoesId: undone.id,
      undoesLabel: undone.fileName,
      undoesChange: sql<unknown>`${undone.plan}->'change'`,
      undoneById: undo.id,
      undoneByLabel: undo.fileName,
    })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .leftJoin(undone, eq(undone.id, imports.undoesId))
    .leftJoin(undo, and(eq(undo.undoesId, imports.id), eq(undo.status, 'applied')))
    .$dynamic();
}

export type BatchRow = Awaited<ReturnType<typeof selectBatches>>[number];
