import { SensitiveScanError } from '#server/engines/sensitive/scan-errors.js';
import type { FileProfile, UnreadableReason } from './file-profile.js';
import { openTableFile, type TableFileLimits, type TableFileMeta } from './open-table-file.js';
import { TableShapeTracker } from './table-shape-tracker.js';

/**
 * Profiles a downloaded file for the quality rules: whether it is a table (CSV, TSV, XLSX, XLS),
 * its encoding, whether its first row is a header, and its ragged and blank rows. Streams a text
 * table in bounded memory; reads a workbook's first sheet. Reads the file the personal-data check
 * downloaded: no second download. A cancelled read rejects; any other failure to read is a profile.
 */
export async function profileTableFile(
  path: string,
  meta: TableFileMeta = {},
  limits: TableFileLimits = {},
  /** Sees each row as it is read, header first (a conformance check in the same pass). */
  onRow?: (cells: string[]) => void,
): Promise<FileProfile> {
  try {
    const opening = await openTableFile(path, meta, limits);
    if (opening.kind === 'not-a-table') return opening;
    const tracker = new TableShapeTracker(opening.format === 'xlsx' || opening.format === 'xls');
    try {
      for await (const row of opening.rows) {
        tracker.add(row);
        onRow?.(row);
      }
    } finally {
      opening.close();
    }
    const encoding = opening.encoding();
    return {
      kind: 'table',
      format: opening.format,
      ...(encoding === undefined ? {} : { encoding }),
      ...(opening.sheet === undefined ? {} : { sheet: opening.sheet }),
      ...tracker.result(),
    };
  } catch (error) {
    const reason = unreadableReason(error);
    if (reason === undefined) throw error;
    return { kind: 'unreadable', reason };
  }
}

const reasons: Partial<Record<SensitiveScanError['code'], UnreadableReason>> = {
  FILE_TOO_LARGE: 'too-large',
  ZIP_BOMB: 'zip-bomb',
  RESOURCE_LIMIT: 'resource-limit',
  PARSE_FAILED: 'parse-failed',
};

/** The readers' refusals are the file's fault; a cancellation or an I/O error is not. */
function unreadableReason(error: unknown): UnreadableReason | undefined {
  return error instanceof SensitiveScanError ? reasons[error.code] : undefined;
}
