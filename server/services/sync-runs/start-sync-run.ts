import type { SyncManyTarget } from '#contract/functions/datasets/index.js';
import type { Actor } from '#server/auth/actor.js';
import { syncRunItems, syncRuns } from '#server/db/schema/index.js';
import { runSyncRunKind } from '#server/jobs/sync-runs/sync-run-job-kinds.js';
import { AppError } from '#server/lib/app-error.js';
import type { InstanceAccess } from '#server/policies/instances.js';
import type { ConfigNeed, DatabaseNeed, JobsNeed } from '../service-needs.js';
import { readCatalogueApiKey } from '../api-keys/catalogue-api-keys.js';
import { selectedDatasets } from '../datasets/selected-datasets.js';
import { batchDatasets } from './batch-datasets.js';

/** Rows per insert of a run's items: well under PostgreSQL's 65,535 parameters. */
const itemsPerInsert = 1000;

/**
 * Starts "publish many": resolves the target once (a selection that changed is refused), then
 * writes the run and one pending item per dataset the caller may edit, and queues its job, all in
 * one transaction. Datasets outside an editor's scope are kept on the run as not theirs. Refused
 * at once without the caller's own catalogue key, as a single sync is.
 */
export async function startSyncRun(
  deps: DatabaseNeed & ConfigNeed & JobsNeed,
  access: InstanceAccess,
  actor: Actor,
  input: { target: SyncManyTarget; confirmSensitive: boolean },
): Promise<{ runId: string; total: number; outsideScope: number }> {
  const { db } = deps;
  const instanceId = access.instance.id;
  if (!(await readCatalogueApiKey(db, deps.config, actor.id, instanceId))) {
    throw new AppError('permission-denied', 'Add your catalogue API key for this instance first', {
      reason: 'catalogueApiKeyMissing',
    });
  }
  return db.transaction(async (tx) => {
    const { target } = input;
    const resolved =
      target.kind === 'batch'
        ? await batchDatasets(tx, access, target.importId)
        : await selectedDatasets(tx, access, target);
    if (resolved.editable.length === 0) {
      throw new AppError('invalid-argument', 'None of these datasets can be synced by you', {
        reason: 'nothingToSync',
        outsideScope: resolved.outsideScope.length,
      });
    }
    const [run] = await tx
      .insert(syncRuns)
      .values({
        workspaceId: access.workspace.id,
        instanceId,
        startedBy: actor.id,
        confirmSensitive: input.confirmSensitive,
        outsideScope: resolved.outsideScope.map(({ id, name, title }) => ({ id, name, title })),
      })
      .returning({ id: syncRuns.id });
    const runId = run!.id;
    for (let start = 0; start < resolved.editable.length; start += itemsPerInsert) {
      await tx.insert(syncRunItems).values(
        resolved.editable.slice(start, start + itemsPerInsert).map((dataset, index) => ({
          runId,
          datasetId: dataset.id,
          datasetName: dataset.name,
          position: start + index,
        })),
      );
    }
    await deps.jobs.enqueue(runSyncRunKind, { runId }, { tx });
    return {
      runId,
      total: resolved.editable.length,
      outsideScope: resolved.outsideScope.length,
    };
  });
}
