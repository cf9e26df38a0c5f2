export type SensitiveScanErrorCode =
  /** More bytes than maxBytes. */
  | 'FILE_TOO_LARGE'
  /** A zip (XLSX) that declares or inflates to more than allowed: a zip bomb or a huge workbook. */
  | 'ZIP_BOMB'
  /** The parser ran out of the memory or time its worker is given. */
  | 'RESOURCE_LIMIT'
  /** The file claims a supported format but cannot be read as one. */
  | 'PARSE_FAILED'
  | 'ABORTED';

/** The one error type of the engine: a stable code for the job's log, and a message a person can read. */
export class SensitiveScanError extends Error {
  override name = 'SensitiveScanError';
  constructor(
    readonly code: SensitiveScanErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted)
    throw new SensitiveScanError('ABORTED', 'The scan was cancelled.', { cause: signal.reason });
}
