import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { anyLineEnding } from './any-line-ending.js';
import iconv from 'iconv-lite';
import {
  datasetCsvColumns,
  optionalCsvColumns,
  resourceCsvColumns,
  type CsvKind,
  type DatasetCsvColumn,
  type ResourceCsvColumn,
} from './csv-columns.js';
import { CsvFileError } from './csv-file-error.js';
import { unguardFormula } from './formula-guard.js';

export interface CsvRecord<Column extends string> {
  /** The row number a spreadsheet shows: the header is row 1. */
  row: number;
  values: Record<Column, string>;
}

/**
 * An uploaded list (CSV or XLSX) once its header is read: the kind, the encoding, and its rows
 * in batches as they are read. A problem further down the file (a ragged row, too many rows, a
 * formula) is thrown while the batches are read; nothing has been written by then.
 */
export type ReadCsv =
  | { kind: 'datasets'; encoding: string; batches: AsyncIterable<CsvRecord<DatasetCsvColumn>[]> }
  | {
      kind: 'resources';
      encoding: string;
      batches: AsyncIterable<CsvRecord<ResourceCsvColumn>[]>;
    };

/** Rows handed on at once: what the import compares with the working copy in one query. */
export const recordBatchSize = 2000;
/** Bytes decoded at once: the file's text is never held whole. */
const sliceBytes = 1 << 20;

/**
 * Reads an uploaded dataset or resource CSV: UTF-8 (with or without a byte-order mark) or
 * Shift_JIS, detected; the kind from the header. Refuses, with a CsvFileError saying why, a file
 * that is binary, in neither encoding, not CSV, with a row of another length than the header,
 * without the columns of either kind, or longer than `maxRows`. The rows are decoded, parsed and
 * handed on a batch at a time, so a file of the whole catalogue is never held as records at once.
 */
export async function readCsv(
  bytes: Uint8Array,
  { maxRows }: { maxRows: number },
): Promise<ReadCsv> {
  const { encoding, text } = decodeText(bytes);
  const cells = csvCells(text);
  const first = await cells.next();
  if (first.done) throw new CsvFileError('empty');
  const header = first.value.map((cell) => cell.trim());
  if (header.every((name) => name === '')) throw new CsvFileError('empty');
  const kind: CsvKind = header.includes('Resource Id') ? 'resources' : 'datasets';
  const expected: readonly string[] = kind === 'resources' ? resourceCsvColumns : datasetCsvColumns;
  const missing = expected.filter(
    (column) => !header.includes(column) && !optionalCsvColumns.includes(column),
  );
  if (missing.length > 0) {
    await cells.return(undefined);
    throw new CsvFileError('missingColumns', undefined, missing);
  }
  const positions = expected.map((column) => header.indexOf(column));
  return {
    kind,
    encoding,
    batches: recordBatches(cells, { width: header.length, expected, positions, maxRows }),
  } as ReadCsv;
}

/** The rows after the header as records of the expected columns, numbered as a spreadsheet does. */
async function* recordBatches(
  cells: AsyncGenerator<string[]>,
  shape: { width: number; expected: readonly string[]; positions: number[]; maxRows: number },
): AsyncGenerator<CsvRecord<string>[]> {
  let row = 1;
  let batch: CsvRecord<string>[] = [];
  for await (const rowCells of cells) {
    row += 1;
    if (row - 1 > shape.maxRows) throw new CsvFileError('tooManyRows');
    // An empty line keeps its row number (as the spreadsheet counts it) but says nothing.
    if (rowCells.every((cell) => cell.trim() === '')) continue;
    if (rowCells.length !== shape.width) throw new CsvFileError('ragged', row);
    const values: Record<string, string> = {};
    for (const [index, column] of shape.expected.entries())
      values[column] = unguardFormula(rowCells[shape.positions[index]!] ?? '');
    batch.push({ row, values });
    if (batch.length === recordBatchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The file's records as cells, parsed from its text as it is decoded. */
async function* csvCells(text: Iterable<string>): AsyncGenerator<string[]> {
  const parser = Readable.from(text).pipe(
    parse({ bom: true, record_delimiter: anyLineEnding, relax_column_count: true }),
  );
  try {
    for await (const cells of parser) yield cells as string[];
  } catch (error) {
    if (error instanceof CsvError)
      throw new CsvFileError('malformed', (error as { lines?: number }).lines);
    throw error;
  } finally {
    parser.destroy();
  }
}

/**
 * The file's encoding, decided on the whole file before any row is read, and its text as slices.
 * Shift_JIS is what is left when the bytes are not UTF-8; a byte it cannot map refuses the file.
 */
function decodeText(bytes: Uint8Array): { text: Iterable<string>; encoding: string } {
  if (bytes.length === 0) throw new CsvFileError('empty');
  // A NUL byte anywhere: binary (and PostgreSQL could not store it in text anyway).
  if (bytes.includes(0)) throw new CsvFileError('notCsv');
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (hasBom || isUtf8(bytes)) {
    const body = hasBom ? bytes.subarray(3) : bytes;
    return {
      text: slicesOf(body, new TextDecoder('utf-8', { ignoreBOM: true })),
      encoding: 'utf8',
    };
  }
  for (const slice of shiftJisSlices(bytes))
    if (slice.includes('\uFFFD')) throw new CsvFileError('encoding');
  return { text: shiftJisSlices(bytes), encoding: 'shift_jis' };
}

function* slicesOf(
  bytes: Uint8Array,
  decoder: { decode(input: Uint8Array, options: { stream: boolean }): string },
): Generator<string> {
  for (let at = 0; at < bytes.length; at += sliceBytes) {
    const end = Math.min(at + sliceBytes, bytes.length);
    yield decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length });
  }
}

function* shiftJisSlices(bytes: Uint8Array): Generator<string> {
  const decoder = iconv.getDecoder('CP932');
  for (let at = 0; at < bytes.length; at += sliceBytes)
    yield decoder.write(
      Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(sliceBytes, bytes.length - at)),
    );
  yield decoder.end() ?? '';
}
