import {
  calcCsvFilter,
  calcXlsxFilter,
  csvLoadOptions,
  csvSaveOptions,
  type CalcCharset,
} from './calc-filters.js';

/** An export as Calc opens it: a CSV in one of our character sets, or an XLSX workbook. */
export type CalcFile =
  | { format: 'csv'; charset: CalcCharset; columns: number; bytes: Uint8Array }
  | { format: 'xlsx'; bytes: Uint8Array };

/**
 * How Calc opens and saves the file: its file name extension, Calc's filter, and the filter's
 * load and save options (a CSV's separator, quotes, character set and column types; none for XLSX).
 */
export function calcHandlingOf(file: CalcFile) {
  return file.format === 'csv'
    ? {
        extension: 'csv',
        filter: calcCsvFilter,
        loadOptions: csvLoadOptions(file.columns, file.charset),
        saveOptions: csvSaveOptions(file.charset),
      }
    : { extension: 'xlsx', filter: calcXlsxFilter, loadOptions: '', saveOptions: '' };
}
