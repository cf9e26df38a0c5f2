import type { Actor } from '#server/auth/actor.js';
import type { CkanClient } from '#server/connectors/ckan/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import type { DatabaseNeed, LoggerNeed, NetworkNeed } from '../service-needs.js';
import { syncDataset } from '../sync/sync-dataset.js';
import { itemResultOfError, type ItemResult } from './item-result-of-error.js';

/**
 * One dataset of a run, synced as its own page syncs it (the same service, with the starting
 * person's own key and rights as they are now): its result, never an exception.
 */
export async function syncRunItem(
  deps: DatabaseNeed & LoggerNeed & NetworkNeed,
  actor: Actor,
  datasetId: string,
  options: {
    confirmSensitive: boolean;
    catalogueStamp?: string | undefined;
    client?: CkanClient | undefined;
  },
): Promise<ItemResult> {
  try {
    const access = await requireDataset(deps.db, actor, datasetId, 'edit');
    const result = await syncDataset(deps, actor, access, { ...options, freshDataset: false });
    if (result.outcome === 'deleted') return { outcome: 'deleted', message: null, detail: {} };
    if (result.outcome === 'conflict') return { outcome: 'conflict', message: null, detail: {} };
    return { outcome: 'synced', message: null, detail: { push: result.push } };
  } catch (error) {
    const result = itemResultOfError(error);
    if (result.outcome === 'failed')
      deps.logger.warn({ err: error, datasetId }, 'a dataset of a sync run failed');
    return result;
  }
}
