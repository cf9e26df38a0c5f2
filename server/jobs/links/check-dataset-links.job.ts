import { runLinkCheck } from '#server/services/links/run-link-check.js';
import { defineJob } from '../job-definition.js';
import { checkDatasetLinksKind } from './link-check-job-kinds.js';

/** Checks the links of one dataset, or of one of its resources, on demand. */
export const checkDatasetLinksJob = defineJob({
  ...checkDatasetLinksKind,
  options: { retryLimit: 1, retryDelay: 10, expireInSeconds: 30 * 60 },
  // A person clicking "Check link" on a few rows should not wait for one after the other.
  concurrency: 2,
  async handle(payload, { runtime }) {
    await runLinkCheck(runtime, payload.checkId);
  },
});
