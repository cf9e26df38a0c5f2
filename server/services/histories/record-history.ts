import type { FieldChange, HistorySource } from '../../../contract/functions/histories.js';
import type { Queryable } from '../../db/database.js';
import { histories } from '../../db/schema/index.js';

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

/** Stays well under PostgreSQL's bind-parameter limit per statement. */
const chunk = 500;

/** Writes history rows in the caller's transaction, beside the change they record. */
export async function recordHistory(db: Queryable, ...entries: HistoryEntry[]): Promise<void> {
  for (let offset = 0; offset < entries.length; offset += chunk) {
    await db.insert(histories).values(
      entries.slice(offset, offset + chunk).map((entry) => ({
        workspaceId: entry.workspaceId,
        instanceId: entry.instanceId,
        datasetId: entry.datasetId,
        datasetName: entry.datasetName,
        resourceId: entry.resourceId ?? null,
        source: entry.source,
        actorId: entry.actorId,
        changes: entry.changes,
        details: entry.details ?? {},
      })),
    );
  }
}
