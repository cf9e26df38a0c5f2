import { z } from 'zod';
import { failStoppedChecks } from '#server/services/sensitive/fail-stopped-checks.js';
import { defineJob } from '../job-definition.js';

/**
 * Every few minutes: fail the checks whose worker died, with their event, so a resource nobody
 * clicks again does not show "running" for ever.
 */
export const sensitiveSweepJob = defineJob({
  name: 'sensitive.sweep',
  payload: z.object({}).loose(),
  schedule: '*/10 * * * *',
  options: { retryLimit: 0, expireInSeconds: 300 },
  async handle(_payload, { runtime }) {
    const stopped = await failStoppedChecks(runtime.db);
    if (stopped > 0) runtime.logger.warn({ stopped }, 'failed sensitive checks whose worker died');
  },
});
