import {
  CsvFileError,
  datasetCsvColumns,
  optionalCsvColumns,
  resourceCsvColumns,
  type CsvRecord,
  type ReadCsv,
} from '../csv/index.js';
import { cellText, isFormulaCell } from './cell-text.js';
import { columnLetters } from './column-letters.js';
import { inspectWorkbook } from './inspect-workbook.js';
import { ownCopy } from './own-copy.js';
import { sheetRows } from './sheet-rows.js';
import { XlsxFileError } from './xlsx-file-error.js';

/** How far down a header moved by a user is looked for (rows inserted above it). */
const headerSearchRows = 20;

/**
 * Reads an uploaded dataset or resource workbook (XLSX) into the same records as a CSV: the
 * same columns (the kind from the header, by name, so columns may be reordered), the row numbers
 * the sheet shows, every cell as text. Refuses, with an XlsxFileError, a workbook with more than
 * one sheet, merged cells, a formula, or the header below row 1; with a CsvFileError (as a CSV)
 * one that is empty, lacks columns, or has more than `maxRows` rows.
 */
export async function readXlsx(
  bytes: Uint8Array,
  { maxRows }: { maxRows: number },
): Promise<ReadCsv> {
  const { sharedStrings, sheet } = inspectWorkbook(bytes);
  let expected: readonly string[] | null = null;
  let positions: number[] = [];
  let firstRow: string[] | null = null;
  const records: CsvRecord<string>[] = [];
  const textOf = (value: unknown, row: number, column: number) => {
    if (isFormulaCell(value)) throw new XlsxFileError('formula', `${columnLetters(column)}${row}`);
    return cellText(value as never, sharedStrings);
  };
  try {
    reading: for await (const rows of sheetRows(sheet))
      for (const row of rows) {
        const cells = row.values as unknown[];
        if (!expected) {
          const names = cells.map((value, column) => textOf(value, row.number, column).trim());
          if (names.every((name) => name === '')) continue;
          if (!names.includes('Dataset Name')) {
            firstRow ??= names;
            if (row.number > headerSearchRows) break reading;
            continue;
          }
          if (row.number !== 1) throw new XlsxFileError('headerMoved', String(row.number));
          expected = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
          const missing = expected.filter(
            (column) => !names.includes(column) && !optionalCsvColumns.includes(column),
          );
          if (missing.length > 0) throw new CsvFileError('missingColumns', undefined, missing);
          positions = expected.map((column) => names.indexOf(column));
          continue;
        }
        if (row.number - 1 > maxRows) throw new CsvFileError('tooManyRows');
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
        if (!blank) records.push({ row: row.number, values });
      }
  } catch (error) {
    if (error instanceof XlsxFileError || error instanceof CsvFileError) throw error;
    throw new XlsxFileError('notXlsx');
  }
  if (!expected) {
    const names: string[] | null = firstRow;
    if (!names) throw new CsvFileError('empty');
    const columns = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
    throw new CsvFileError(
      'missingColumns',
      undefined,
      columns.filter((column) => !names.includes(column) && !optionalCsvColumns.includes(column)),
    );
  }
  const kind = expected === resourceCsvColumns ? 'resources' : 'datasets';
  return { kind, encoding: 'xlsx', records } as ReadCsv;
}
