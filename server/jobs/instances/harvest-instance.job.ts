import { harvestInstance } from '#server/services/harvest/harvest-instance.js';
import { defineJob } from '../job-definition.js';
import { harvestInstanceKind } from './harvest-job-kinds.js';

/** Pulls one instance's catalogue; the run row carries its progress and outcome. */
export const harvestInstanceJob = defineJob({
  ...harvestInstanceKind,
  // The service records failures on the run; a new run (on demand or scheduled) resumes the work.
  options: { retryLimit: 0, expireInSeconds: 4 * 60 * 60 },
  async handle(payload, { runtime }) {
    await harvestInstance(runtime, payload.runId);
  },
});
