import { datasetsSyncMany } from '#contract/functions/datasets/index.js';
import { requireInstance } from '#server/policies/instances.js';
import { startSyncRun } from '#server/services/sync-runs/start-sync-run.js';
import { implement } from '../implement.js';

export default implement(datasetsSyncMany, {
  // Anyone who may edit in the instance; an editor's datasets outside their scope are set apart.
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  handle: ({ runtime, actor, input, permit }) =>
    startSyncRun(runtime, permit, actor, {
      target: input.target,
      confirmSensitive: input.confirmSensitive,
    }),
});
