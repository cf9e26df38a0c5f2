import { runSyncRun } from '#server/services/sync-runs/run-sync-run.js';
import { defineJob } from '../job-definition.js';
import { runSyncRunKind } from './sync-run-job-kinds.js';

/** "Publish many": syncs a run's datasets; the run's items carry its progress and results. */
export const runSyncRunJob = defineJob({
  ...runSyncRunKind,
  // A run whose process died is queued again by the sweep, which takes it over where it stopped.
  options: { retryLimit: 0, expireInSeconds: 4 * 60 * 60 },
  // Two people's runs go side by side; each keeps its own two datasets in flight.
  concurrency: 2,
  async handle(payload, { runtime }) {
    await runSyncRun(runtime, payload.runId);
  },
});
