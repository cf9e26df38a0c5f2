import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  datasetCsvColumns,
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

export type ReadCsv =
  | { kind: 'datasets'; encoding: string; records: CsvRecord<DatasetCsvColumn>[] }
  | { kind: 'resources'; encoding: string; records: CsvRecord<ResourceCsvColumn>[] };

/**
 * Reads an uploaded dataset or resource CSV: UTF-8 (with or without a byte-order mark) or
 * Shift_JIS, detected; the kind from the header. Refuses, with a CsvFileError saying why, a file
 * that is binary, in neither encoding, not CSV, with a row of another length than the header, without the columns of either kind, or longer
 * than `maxRows`.
 */
export function readCsv(bytes: Uint8Array, { maxRows }: { maxRows: number }): ReadCsv {
  const { text, encoding } = decodeText(bytes);
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new CsvFileError('malformed', line);
  }
  const [header, ...body] = rows;
  if (!header || header.every((cell) => cell.trim() === '')) throw new CsvFileError('empty');
  if (body.length > maxRows) throw new CsvFileError('tooManyRows');
  const names = header.map((cell) => cell.trim());
  const kind: CsvKind = names.includes('Resource Id') ? 'resources' : 'datasets';
  const expected: readonly string[] = kind === 'resources' ? resourceCsvColumns : datasetCsvColumns;
  const missing = expected.filter((column) => !names.includes(column));
  if (missing.length > 0) throw new CsvFileError('missingColumns', undefined, missing);
  const records = body.flatMap((cells, index) => {
    const row = index + 2;
    // An empty line keeps its row number (as the spreadsheet counts it) but says nothing.
    if (cells.every((cell) => cell.trim() === '')) return [];
    if (cells.length !== header.length) throw new CsvFileError('ragged', row);
    const values = Object.fromEntries(
      expected.map((column) => [column, unguardFormula(cells[names.indexOf(column)] ?? '')]),
    );
    return [{ row, values }];
  });
  return { kind, encoding, records } as ReadCsv;
}

function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes.length === 0) throw new CsvFileError('empty');
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) throw new CsvFileError('notCsv');
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf8' };
  } catch {
    const text = iconv.decode(Buffer.from(bytes), 'CP932');
    if (text.includes('\uFFFD')) throw new CsvFileError('encoding');
    return { text, encoding: 'shift_jis' };
  }
}
