export {
  CkanClient,
  maxSearchRows,
  type CkanClientOptions,
  type PackageSearchParams,
  type PackageStamp,
} from './ckan-client.js';
export {
  CkanError,
  ckanErrorKinds,
  flattenFieldErrors,
  notCkanMessage,
  type CkanErrorKind,
} from './ckan-error.js';
export { isBlockedAddress } from '#server/lib/address-guard.js';
export type { CkanPackageInput, CkanResourceInput } from './inputs.js';
export * from './schemas.js';
export { normaliseCkanTimestamp, parseCkanTimestamp } from './timestamps.js';
export { actionApiRoot, catalogueRequestsAtOnce, defaultUserAgent } from './transport.js';
