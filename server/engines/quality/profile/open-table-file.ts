import { createReadStream } from 'node:fs';
import { ByteSource } from '#server/engines/sensitive/readers/byte-source.js';
import {
  chooseDelimiter,
  readDelimitedRows,
} from '#server/engines/sensitive/readers/csv-reader.js';
import {
  decodeText,
  detectEncoding,
  type TextEncoding,
} from '#server/engines/sensitive/readers/decode-text.js';
import { detectFormat } from '#server/engines/sensitive/readers/detect-format.js';
import { openSpreadsheet } from '#server/engines/sensitive/readers/spreadsheet-reader.js';
import type { TableEncoding, TableProfile } from './file-profile.js';

/** What is known of a downloaded file before it is read: CKAN's format, its name, its media type. */
export interface TableFileMeta {
  format?: string;
  fileName?: string;
  contentType?: string;
}

export interface TableFileLimits {
  /** Bytes read before the file is refused as too large. Default 100 MB, as for the check. */
  maxBytes?: number;
  /** Sum of the uncompressed sizes a workbook's zip may declare. Default 256 MB. */
  maxUncompressedBytes?: number;
  signal?: AbortSignal;
}

export type TableOpening =
  | {
      kind: 'table';
      format: TableProfile['format'];
      sheet?: string;
      rows: AsyncGenerator<string[]>;
      /** The text encoding, known for sure only once every row has been read. */
      encoding(): TableEncoding | undefined;
      /** Releases the file, whether or not every row was read. */
      close(): void;
    }
  | { kind: 'not-a-table'; format: string };

const sniffBytes = 64 * 1024;
const htmlStart = /^\s*<(?:!doctype html|html)/i;

/**
 * Opens a downloaded file as a table with the personal-data check's own readers (format and
 * encoding detection, the CSV parser, the guarded spreadsheet worker). Text tables stream; a
 * workbook is read whole, within the readers' limits. Unreadable files reject with the readers'
 * SensitiveScanError.
 */
export async function openTableFile(
  path: string,
  meta: TableFileMeta,
  limits: TableFileLimits = {},
): Promise<TableOpening> {
  const stream = createReadStream(path);
  const close = () => stream.destroy();
  try {
    const source = new ByteSource(stream, limits.maxBytes ?? 100 * 1024 * 1024, limits.signal);
    const head = await source.peek(sniffBytes);
    // A web page labelled CSV (a landing page in place of the file) is no table to profile.
    if (htmlStart.test(Buffer.from(head.subarray(0, 512)).toString('latin1'))) {
      close();
      return { kind: 'not-a-table', format: 'html' };
    }
    const decision = detectFormat(head, meta);
    if (decision.format === 'csv' || decision.format === 'tsv')
      return { ...(await openText(source, head, decision.format)), close };
    if (decision.format !== 'xlsx' && decision.format !== 'xls') {
      close();
      return { kind: 'not-a-table', format: decision.format };
    }
    const bytes = await source.readAll();
    close();
    const opened = await openSpreadsheet(bytes, decision.format === 'xlsx', {
      maxUncompressedBytes: limits.maxUncompressedBytes ?? 256 * 1024 * 1024,
      signal: limits.signal,
    });
    if (!opened.supported) return { kind: 'not-a-table', format: 'zip' };
    const first = await opened.tables.next();
    return {
      kind: 'table',
      format: decision.format,
      ...(first.done ? {} : { sheet: first.value.sheet }),
      rows: first.done ? noRows() : firstSheetRows(first.value.rows, opened.tables),
      encoding: () => undefined,
      // The worker ends with the rows (firstSheetRows); ending it early is the same return.
      close: () => void opened.tables.return(undefined),
    };
  } catch (error) {
    close();
    throw error;
  }
}

async function openText(
  source: ByteSource,
  head: Uint8Array,
  declared: 'csv' | 'tsv',
): Promise<Omit<Extract<TableOpening, { kind: 'table' }>, 'close'>> {
  const detected = detectEncoding(head);
  const tracker = { replaced: !decodesCleanly(head, detected) };
  const texts = watchReplacements(decodeText(source.chunks(), detected), tracker);
  // The separator is chosen on the first lines, however small the first chunks are.
  let firstText = '';
  while (firstText.split('\n').length < 4 && firstText.length < sniffBytes) {
    const next = await texts.next();
    if (next.done) break;
    firstText += next.value;
  }
  const delimiter = chooseDelimiter(firstText, declared);
  return {
    kind: 'table',
    format: delimiter === '\t' ? 'tsv' : 'csv',
    rows: readDelimitedRows(prepend(firstText, texts), delimiter),
    encoding: () => (tracker.replaced ? 'unknown' : detected),
  };
}

/**
 * detectEncoding falls back to Shift_JIS for any bytes that are not UTF-8: they are Shift_JIS
 * only if they decode as it without a fault.
 */
function decodesCleanly(head: Uint8Array, encoding: TextEncoding): boolean {
  try {
    new TextDecoder(encoding === 'utf-8-bom' ? 'utf-8' : encoding, { fatal: true }).decode(head, {
      stream: true,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Marks the encoding unknown when decoding had to replace bytes anywhere in the file (a UTF-8
 * file broken further down, Shift_JIS mixed with UTF-8). A file that held U+FFFD literally is
 * marked too: such a character is itself the trace of an earlier broken conversion.
 */
async function* watchReplacements(
  texts: AsyncGenerator<string>,
  tracker: { replaced: boolean },
): AsyncGenerator<string> {
  for await (const text of texts) {
    if (!tracker.replaced && text.includes('\ufffd')) tracker.replaced = true;
    yield text;
  }
}

async function* prepend(first: string, rest: AsyncIterable<string>): AsyncGenerator<string> {
  if (first) yield first;
  yield* rest;
}

/** The first sheet's rows; the workbook's worker ends when they are read or abandoned. */
async function* firstSheetRows(
  rows: AsyncIterable<string[]>,
  tables: AsyncGenerator<unknown>,
): AsyncGenerator<string[]> {
  try {
    yield* rows;
  } finally {
    await tables.return(undefined);
  }
}

async function* noRows(): AsyncGenerator<string[]> {}
