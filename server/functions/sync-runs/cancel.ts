import { syncRunsCancel } from '#contract/functions/sync-runs.js';
import { requireSyncRun } from '#server/policies/sync-runs.js';
import { cancelSyncRun } from '#server/services/sync-runs/cancel-sync-run.js';
import { implement } from '../implement.js';

export default implement(syncRunsCancel, {
  authorize: ({ runtime, actor, input }) => requireSyncRun(runtime.db, actor, input.runId, 'edit'),
  handle: async ({ runtime, input }) => ({ status: await cancelSyncRun(runtime.db, input.runId) }),
});
