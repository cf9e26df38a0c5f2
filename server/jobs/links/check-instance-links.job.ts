import { runLinkCheck } from '../../services/links/run-link-check.js';
import { defineJob } from '../job-definition.js';
import { checkInstanceLinksKind } from './link-check-job-kinds.js';

/**
 * Checks every resource link of an instance's working copy (or the ones awaiting confirmation):
 * one request per distinct URL, politely per host; the check row carries the progress.
 */
export const checkInstanceLinksJob = defineJob({
  ...checkInstanceLinksKind,
  // The service records a failure on the check; one retry covers a worker that stopped midway
  // (the check then starts over: its results so far are kept in the history).
  options: { retryLimit: 1, retryDelay: 60, expireInSeconds: 6 * 60 * 60 },
  async handle(payload, { runtime }) {
    await runLinkCheck(runtime, payload.checkId);
  },
});
