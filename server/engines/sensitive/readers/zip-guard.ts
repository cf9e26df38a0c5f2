import { unzipSync } from 'fflate';
import { SensitiveScanError } from '../scan-errors.js';
import { formatMegabytes } from './byte-source.js';

/** Above this ratio an entry is a zip bomb, not a sheet: real sheet XML compresses 5–100×. */
const maxEntryRatio = 1000;

export interface ZipContents {
  names: string[];
  declaredBytes: number;
}

/**
 * Reads only a zip's central directory (nothing is inflated) and refuses archives that declare
 * more than `maxUncompressedBytes` or an absurd compression ratio. Sizes in the directory can lie:
 * the parsing worker's memory limit is the backstop for those.
 */
export function inspectZip(bytes: Uint8Array, maxUncompressedBytes: number): ZipContents {
  const names: string[] = [];
  let declaredBytes = 0;
  let suspicious: string | undefined;
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        declaredBytes += file.originalSize;
        if (
          file.size > 0 &&
          file.originalSize / file.size > maxEntryRatio &&
          file.originalSize > 10 * 1024 * 1024
        )
          suspicious = file.name;
        return false;
      },
    });
  } catch (error) {
    throw new SensitiveScanError(
      'PARSE_FAILED',
      `The file is not a readable zip archive: ${(error as Error).message}`,
      { cause: error },
    );
  }
  if (declaredBytes > maxUncompressedBytes) {
    throw new SensitiveScanError(
      'ZIP_BOMB',
      `The workbook expands to ${formatMegabytes(declaredBytes)}, more than the ${formatMegabytes(maxUncompressedBytes)} allowed; it was not opened.`,
    );
  }
  if (suspicious)
    throw new SensitiveScanError(
      'ZIP_BOMB',
      `The workbook entry "${suspicious}" is compressed over ${maxEntryRatio}× (a zip bomb); it was not opened.`,
    );
  return { names, declaredBytes };
}
