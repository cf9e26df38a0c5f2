/** The link checker engine: pure (URLs in, results out), no database, no job queue. */
export { checkLinks } from './check-links.js';
export {
  confirmStatus,
  datasetLinkStatus,
  defaultConfirmAfterMs,
  type PreviousCheck,
} from './confirm-status.js';
export { blockedAddressRange } from '#server/lib/network-guard/blocked-addresses.js';
export {
  defaultUserAgent,
  linkCheckDefaults,
  linkReasons,
  linkStatuses,
  type LinkCheckOptions,
  type LinkReason,
  type LinkResult,
  type LinkStatus,
} from './link-types.js';
