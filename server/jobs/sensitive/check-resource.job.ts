import { availableParallelism } from 'node:os';
import { runSensitiveCheck } from '#server/services/sensitive/run-check.js';
import { defineJob } from '../job-definition.js';
import { checkResourceKind } from './sensitive-job-kinds.js';

/** One sensitive-information check of one resource; the check row is its log. */
export const checkResourceJob = defineJob({
  ...checkResourceKind,
  // The scan pool has a thread per core. Two checks per core keep them busy while files download:
  // one check's file is scanned while another's is fetched (at most two at a time to one host,
  // download-slots.ts), instead of the pool idling through every download.
  concurrency: 2 * availableParallelism(),
  // The handler records every failure of the file on the check itself; a retry happens only when
  // the worker died or the database failed, and the retried check starts over.
  options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
  async handle(payload, { runtime }) {
    await runSensitiveCheck(runtime, payload.checkId);
  },
});
