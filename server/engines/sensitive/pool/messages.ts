import type { Finding, ScanMeta, ScanOptions, ScanResult } from '../types.js';
import type { SensitiveScanErrorCode } from '../scan-errors.js';
import type { SharedDictionary } from '../shared-dictionary.js';

/** The options that cross to a worker: everything but the signal and the callback. */
export type TransferableScanOptions = Pick<
  ScanOptions,
  'maxBytes' | 'maxUncompressedBytes' | 'minLikelihood' | 'maxFindings'
> & {
  streamFindings: boolean;
};

export type ToWorker =
  | { kind: 'scan'; id: number; path: string; meta: ScanMeta; options: TransferableScanOptions }
  | { kind: 'ack'; id: number }
  | { kind: 'cancel'; id: number }
  | { kind: 'warm' }
  | { kind: 'dictionary'; dictionary: SharedDictionary };

export type FromWorker =
  | { kind: 'findings'; id: number; batch: Finding[] }
  | { kind: 'done'; id: number; result: ScanResult }
  | { kind: 'failed'; id: number; code: SensitiveScanErrorCode | 'INTERNAL'; message: string }
  | { kind: 'warmed'; loadMs: number };
