import type { FieldChange, HistorySource } from '#contract/functions/histories.js';
import type { Queryable } from '#server/db/database.js';
import { insertJsonRows } from '#server/db/insert-json-rows.js';
import { histories } from '#server/db/schema/index.js';
import { currentRequestOrigin } from '#server/lib/request-origin.js';

export interface HistoryEntry {
  workspaceId: string;
  instanceId: string;
  datasetId: string | null;
  datasetName: string;
  resourceId?: string | null;
  source: HistorySource;
  actorId: string | null;
  changes: FieldChange[];
  details?: Record<string, unknown>;
}

/**
 * Writes history rows in the caller's transaction, beside the change they record, with the address
 * of the call that made it (none for a job's own work).
 */
export async function recordHistory(db: Queryable, ...entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const origin = currentRequestOrigin();
  const rows = entries.map((entry) => ({
    workspaceId: entry.workspaceId,
    instanceId: entry.instanceId,
    datasetId: entry.datasetId,
    datasetName: entry.datasetName,
    resourceId: entry.resourceId ?? null,
    source: entry.source,
    actorId: entry.actorId,
    changes: entry.changes,
    details: entry.details ?? {},
    clientAddress: origin?.clientAddress ?? null,
    viaTrustedProxy: origin?.viaTrustedProxy ?? null,
  }));
  await db.execute(insertJsonRows(histories, historyColumns, rows));
}

const historyColumns = [
  'workspaceId',
  'instanceId',
  'datasetId',
  'datasetName',
  'resourceId',
  'source',
  'actorId',
  'changes',
  'details',
  'clientAddress',
  'viaTrustedProxy',
] as const;
