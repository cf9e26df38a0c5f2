import { z } from 'zod';
import { runLinkCheck } from '../../services/links/run-link-check.js';
import { defineJob } from '../job-definition.js';

/** Checks the links of one dataset, or of one of its resources, on demand. */
export const checkDatasetLinksJob = defineJob({
  name: 'links.checkDataset',
  payload: z.object({ checkId: z.uuid() }),
  options: { retryLimit: 1, retryDelay: 10, expireInSeconds: 30 * 60 },
  // Several small checks per poll: a person clicking "Check link" on a few rows waits for each.
  batchSize: 4,
  async handle(payload, { runtime }) {
    await runLinkCheck(runtime, payload.checkId);
  },
});
