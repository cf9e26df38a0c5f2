import { syncRunsGet } from '#contract/functions/sync-runs.js';
import { requireSyncRun } from '#server/policies/sync-runs.js';
import { readSyncRun } from '#server/services/sync-runs/read-sync-run.js';
import { implement } from '../implement.js';

export default implement(syncRunsGet, {
  authorize: ({ runtime, actor, input }) => requireSyncRun(runtime.db, actor, input.runId, 'read'),
  handle: ({ runtime, input, permit }) =>
    readSyncRun(runtime.db, permit.run, { offset: input.offset, limit: input.limit }),
});
