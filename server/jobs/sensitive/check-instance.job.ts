import { fanOutCheckBatch } from '#server/services/sensitive/fan-out-batch.js';
import { defineJob } from '../job-definition.js';
import { checkInstanceKind } from './sensitive-job-kinds.js';

/**
 * "Check all" of an instance (tens of thousands of resources): queues one sensitive.checkResource
 * per resource, a page at a time, each page in its own transaction.
 */
export const checkInstanceJob = defineJob({
  ...checkInstanceKind,
  // Idempotent: a retry skips the resources the batch has already queued.
  options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 2 * 60 * 60 },
  async handle(payload, { runtime }) {
    await fanOutCheckBatch(runtime, payload.batchId);
  },
});
