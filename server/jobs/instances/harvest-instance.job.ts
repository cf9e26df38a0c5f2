import { z } from 'zod';
import { harvestInstance } from '../../services/harvest/harvest-instance.js';
import { defineJob } from '../job-definition.js';

/** Pulls one instance's catalogue; the run row carries its progress and outcome. */
export const harvestInstanceJob = defineJob({
  name: 'instances.harvest',
  payload: z.object({ runId: z.uuid() }),
  // The service records failures on the run; a new run (on demand or scheduled) resumes the work.
  options: { retryLimit: 0, expireInSeconds: 4 * 60 * 60 },
  async handle(payload, { runtime }) {
    await harvestInstance(runtime, payload.runId);
  },
});
