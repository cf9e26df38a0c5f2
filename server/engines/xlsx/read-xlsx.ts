import {
  CsvFileError,
  datasetCsvColumns,
  optionalCsvColumns,
  resourceCsvColumns,
  type CsvRecord,
  type ReadCsv,
} from '../csv/index.js';
import { inspectWorkbook } from './inspect-workbook.js';
import { readSheetRows } from './sheet-rows.js';
import { XlsxFileError } from './xlsx-file-error.js';

/** How far down a header moved by a user is looked for (rows inserted above it). */
const headerSearchRows = 20;

/**
 * Reads an uploaded dataset or resource workbook (XLSX) into the same records as a CSV: the
 * same columns (the kind from the header, by name, so columns may be reordered), the row numbers
 * the sheet shows, every cell as text. The sheet is read as a stream of rows (readSheetRows), so
 * memory holds the records, not the sheet's XML. Refuses, with an XlsxFileError, a workbook with
 * more than one sheet, merged cells, a formula, or the header below row 1; with a CsvFileError
 * (as a CSV) one that is empty, lacks columns, or has more than `maxRows` rows.
 */
export function readXlsx(bytes: Uint8Array, { maxRows }: { maxRows: number }): ReadCsv {
  const { sharedStrings } = inspectWorkbook(bytes);
  let expected: readonly string[] | null = null;
  let positions: number[] = [];
  let firstRow: string[] | null = null;
  const records: CsvRecord<string>[] = [];
  const onRow = (row: number, cells: string[]): boolean => {
    if (!expected) {
      const names = cells.map((cell) => cell.trim());
      if (names.every((name) => name === '')) return true;
      if (!names.includes('Dataset Name')) {
        firstRow ??= names;
        return row <= headerSearchRows;
      }
      if (row !== 1) throw new XlsxFileError('headerMoved', String(row));
      expected = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
      const missing = expected.filter(
        (column) => !names.includes(column) && !optionalCsvColumns.includes(column),
      );
      if (missing.length > 0) throw new CsvFileError('missingColumns', undefined, missing);
      positions = expected.map((column) => names.indexOf(column));
      return true;
    }
    if (row - 1 > maxRows) throw new CsvFileError('tooManyRows');
    const values: Record<string, string> = {};
    let blank = true;
    for (const [index, column] of expected.entries()) {
      const position = positions[index]!;
      const text = position < 0 ? '' : (cells[position] ?? '');
      if (blank && text.trim() !== '') blank = false;
      values[column] = text;
    }
    if (!blank) records.push({ row, values });
    return true;
  };
  try {
    readSheetRows(bytes, sharedStrings, onRow);
  } catch (error) {
    if (error instanceof XlsxFileError || error instanceof CsvFileError) throw error;
    throw new XlsxFileError('notXlsx');
  }
  // Set by onRow, which TypeScript does not follow.
  const header = expected as readonly string[] | null;
  if (!header) {
    const names = firstRow as string[] | null;
    if (!names) throw new CsvFileError('empty');
    const columns = names.includes('Resource Id') ? resourceCsvColumns : datasetCsvColumns;
    throw new CsvFileError(
      'missingColumns',
      undefined,
      columns.filter((column) => !names.includes(column) && !optionalCsvColumns.includes(column)),
    );
  }
  const kind = header === resourceCsvColumns ? 'resources' : 'datasets';
  return { kind, encoding: 'xlsx', records } as ReadCsv;
}
