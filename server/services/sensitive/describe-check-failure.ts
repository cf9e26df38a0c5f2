import { SensitiveScanError } from '#server/engines/sensitive/index.js';
import { DownloadError } from './download-file.js';

export interface CheckFailure {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

/** A stable code for the web's en/ja text: download.<reason>, scan.<engine code> or internal. */
export function describeFailure(error: unknown): CheckFailure {
  if (error instanceof DownloadError) {
    return { code: `download.${error.code}`, params: error.params, message: error.message };
  }
  if (error instanceof SensitiveScanError) {
    return { code: `scan.${error.code}`, params: {}, message: error.message };
  }
  return {
    code: 'internal',
    params: {},
    message: error instanceof Error ? error.message : String(error),
  };
}
