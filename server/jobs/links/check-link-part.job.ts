import { runLinkCheckPart } from '#server/services/links/run-link-check-part.js';
import { defineJob } from '../job-definition.js';
import { checkLinkPartKind } from './link-check-job-kinds.js';

/**
 * Checks one part of an instance's links (the part's hosts only). One part at a time per process:
 * with the hosts split between parts, no host gets more than the engine's per-host limit however
 * many workers take parts.
 */
export const checkLinkPartJob = defineJob({
  ...checkLinkPartKind,
  // A part's failure ends the check (recorded on it); a part that stopped with its process is not
  // run again: its results would count twice. The check is then interrupted and a new one may start.
  options: { retryLimit: 0, expireInSeconds: 6 * 60 * 60 },
  async handle(payload, { runtime }) {
    await runLinkCheckPart(runtime, payload.checkId, payload.part);
  },
});
