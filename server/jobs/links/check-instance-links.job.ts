import { runLinkCheck } from '#server/services/links/run-link-check.js';
import { defineJob } from '../job-definition.js';
import { checkInstanceLinksKind } from './link-check-job-kinds.js';

/**
 * Plans the check of every resource link of an instance's working copy (or the ones awaiting
 * confirmation): counts them and queues its parts (`links.checkPart`), each over its own hosts, for
 * any worker; the check row carries the progress.
 */
export const checkInstanceLinksJob = defineJob({
  ...checkInstanceLinksKind,
  // Planning is one transaction: a retry after a failure plans the check, one already planned is left.
  options: { retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60 },
  async handle(payload, { runtime }) {
    await runLinkCheck(runtime, payload.checkId);
  },
});
