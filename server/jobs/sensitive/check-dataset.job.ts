import { fanOutCheckBatch } from '#server/services/sensitive/fan-out-batch.js';
import { defineJob } from '../job-definition.js';
import { checkDatasetKind } from './sensitive-job-kinds.js';

/** "Check all" of a dataset: queues one sensitive.checkResource per resource of the batch. */
export const checkDatasetJob = defineJob({
  ...checkDatasetKind,
  // Idempotent: a retry skips the resources the batch has already queued.
  options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
  async handle(payload, { runtime }) {
    await fanOutCheckBatch(runtime, payload.batchId);
  },
});
