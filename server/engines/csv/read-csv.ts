import { parse } from 'csv-parse/sync';
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
  let header: string[] | null = null;
  let kind: CsvKind = 'datasets';
  let expected: readonly string[] = datasetCsvColumns;
  let positions: number[] = [];
  let row = 1;
  // Each record becomes its values as the parser reads it, so the file is held once, not twice.
  const toValues = (cells: string[]) => {
    if (!header) {
      header = cells.map((cell) => cell.trim());
      if (header.every((name) => name === '')) throw new CsvFileError('empty');
      kind = header.includes('Resource Id') ? 'resources' : 'datasets';
      expected = kind === 'resources' ? resourceCsvColumns : datasetCsvColumns;
      const missing = expected.filter(
        (column) => !header!.includes(column) && !optionalCsvColumns.includes(column),
      );
      if (missing.length > 0) throw new CsvFileError('missingColumns', undefined, missing);
      positions = expected.map((column) => header!.indexOf(column));
      return null;
    }
    row += 1;
    if (row - 1 > maxRows) throw new CsvFileError('tooManyRows');
    // An empty line keeps its row number (as the spreadsheet counts it) but says nothing.
    if (cells.every((cell) => cell.trim() === '')) return null;
    if (cells.length !== header.length) throw new CsvFileError('ragged', row);
    const values: Record<string, string> = {};
    for (const [index, column] of expected.entries())
      values[column] = unguardFormula(cells[positions[index]!] ?? '');
    return { row, values };
  };
  let records: CsvRecord<string>[];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      // csv-parse types on_record as returning a record of cells; ours returns our values.
      on_record: toValues as never,
    }) as unknown as CsvRecord<string>[];
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    if (cause instanceof CsvFileError) throw cause;
    if (error instanceof CsvFileError) throw error;
    throw new CsvFileError('malformed', (error as { lines?: number }).lines);
  }
  if (!header) throw new CsvFileError('empty');
  return { kind, encoding, records } as ReadCsv;
}

function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes.length === 0) throw new CsvFileError('empty');
  // A NUL byte anywhere: binary (and PostgreSQL could not store it in text anyway).
  if (bytes.includes(0)) throw new CsvFileError('notCsv');
  const head = bytes.subarray(0, 3);
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
