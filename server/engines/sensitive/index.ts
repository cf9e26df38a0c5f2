export { scanStream, warmUp, defaultMaxBytes, defaultMaxUncompressedBytes } from './scan-stream.js';
export {
  createSensitiveScanPool,
  type SensitiveScanPool,
  type PoolScanOptions,
} from './pool/scan-pool.js';
export { defaultSensitivity, sensitivityOf } from './sensitivity.js';
export { SensitiveScanError, type SensitiveScanErrorCode } from './scan-errors.js';
export { isAtLeast, likelihoodRank } from './likelihood.js';
export * from './types.js';
