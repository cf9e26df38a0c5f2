import { ZBatchChange, type Batch } from '#contract/functions/batches.js';
import type { BatchRow } from './select-batches.js';
import { presentActor } from '#server/services/histories/present-actor.js';

/** A batch row as the contract shows it. */
export function presentBatch(row: BatchRow): Batch {
  return {
    id: row.id,
    instanceId: row.instanceId,
    kind: row.kind,
    label: row.label,
    change: changeOf(row.change),
    status: row.status,
    actor: presentActor(row),
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    datasetCount: row.datasetCount,
    undoes: row.undoesId
      ? { id: row.undoesId, label: row.undoesLabel ?? '', change: changeOf(row.undoesChange) }
      : null,
    undoneBy: row.undoneById ? { id: row.undoneById, label: row.undoneByLabel ?? '' } : null,
  };
}

/** A stored change read back through its schema; anything else (an import's plan) is none. */
function changeOf(stored: unknown): Batch['change'] {
  const parsed = ZBatchChange.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
