import {
  CsvFileError,
  datasetCsvColumns,
  optionalCsvColumns,
  recordBatchSize,
  resourceCsvColumns,
  type CsvRecord,
  type ReadCsv,
} from '../csv/index.js';
import { cellText, isFormulaCell } from './cell-text.js';
import { columnLetters } from './column-letters.js';
import { inflateEntry } from './inflate-entry.js';
import { inspectWorkbook } from './inspect-workbook.js';
import { ownCopy } from './own-copy.js';
import { sheetRows, type SheetCell, type SheetRow } from './sheet-rows.js';
import { XlsxFileError } from './xlsx-file-error.js';

/** How far down a header moved by a user is looked for (rows inserted above it). */
const headerSearchRows = 20;

/**
 * Reads an uploaded dataset or resource workbook (XLSX) into the same records as a CSV: the
 * same columns (the kind from the header, by name, so columns may be reordered), the row numbers
 * the sheet shows, every cell as text (a date typed into a cell as ISO 8601 in `timeZone`, UTC
 * unless given), handed on a batch at a time as the sheet inflates.
 * Refuses, with an XlsxFileError, a workbook with more than one sheet, merged cells, a formula,
 * or the header below row 1; with a CsvFileError (as a CSV) one that is empty, lacks columns, or
 * has more than `maxRows` rows.
 */
export async function readXlsx(
  bytes: Uint8Array,
  { maxRows, timeZone = 'UTC' }: { maxRows: number; timeZone?: string },
): Promise<ReadCsv> {
  const { sharedStrings, sheetPart, dateStyles, date1904 } = await inspectWorkbook(bytes);
  const dates = { styles: dateStyles, date1904, timeZone };
  const textOf = (value: SheetCell | undefined, row: number, column: number) => {
    if (isFormulaCell(value)) throw new XlsxFileError('formula', `${columnLetters(column)}${row}`);
    return cellText(value, sharedStrings, dates);
  };
  const rows = eachRow(inflateEntry(bytes, sheetPart));
  let firstRow: string[] | null = null;
  // Read up to the header without closing the rows: the records go on from there.
  const upToHeader = { [Symbol.asyncIterator]: () => ({ next: () => rows.next() }) };
  for await (const row of upToHeader) {
    const names = row.values.map((value, column) => textOf(value, row.number, column).trim());
    if (names.every((name) => name === '')) continue;
    if (names.includes('Dataset Name')) {
      if (row.number !== 1) throw new XlsxFileError('headerMoved', String(row.number));
      const expected = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
      const missing = expected.filter(
        (column) => !names.includes(column) && !optionalCsvColumns.includes(column),
      );
      if (missing.length > 0) throw new CsvFileError('missingColumns', undefined, missing);
      const positions = expected.map((column) => names.indexOf(column));
      return {
        kind: expected === resourceCsvColumns ? 'resources' : 'datasets',
        encoding: 'xlsx',
        batches: recordBatches(rows, { expected, positions, maxRows, textOf }),
      } as ReadCsv;
    }
    firstRow ??= names;
    if (row.number > headerSearchRows) break;
  }
  const names: string[] | null = firstRow;
  if (!names) throw new CsvFileError('empty');
  const columns = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
  throw new CsvFileError(
    'missingColumns',
    undefined,
    columns.filter((column) => !names.includes(column) && !optionalCsvColumns.includes(column)),
  );
}

/** The sheet's rows one by one; a sheet that is no XML is no workbook. */
async function* eachRow(xml: AsyncIterable<Uint8Array>): AsyncGenerator<SheetRow> {
  try {
    for await (const rows of sheetRows(xml)) yield* rows;
  } catch (error) {
    if (error instanceof XlsxFileError || error instanceof CsvFileError) throw error;
    throw new XlsxFileError('notXlsx');
  }
}

/** The rows below the header as records of the expected columns, in batches. */
async function* recordBatches(
  rows: AsyncGenerator<SheetRow>,
  shape: {
    expected: readonly string[];
    positions: number[];
    maxRows: number;
    textOf: (value: SheetCell | undefined, row: number, column: number) => string;
  },
): AsyncGenerator<CsvRecord<string>[]> {
  const { expected, positions, maxRows, textOf } = shape;
  let batch: CsvRecord<string>[] = [];
  for await (const row of rows) {
    if (row.number - 1 > maxRows) throw new CsvFileError('tooManyRows');
    const cells = row.values;
    const values: Record<string, string> = {};
    let blank = true;
    for (const [index, column] of expected.entries()) {
      const position = positions[index]!;
      const text = position < 0 ? '' : textOf(cells[position], row.number, position);
      if (text.trim() !== '') blank = false;
      values[column] = ownCopy(text);
    }
    // Cells outside the header's columns may hold a formula too.
    for (const [column, value] of cells.entries())
      if (isFormulaCell(value)) textOf(value, row.number, column);
    if (blank) continue;
    batch.push({ row: row.number, values });
    if (batch.length === recordBatchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
