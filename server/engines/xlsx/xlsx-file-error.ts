/** Why an uploaded workbook cannot be read as a list of ours; the web words each in en and ja. */
export type XlsxFileProblem =
  /** A zip, but not a workbook (or a damaged one). */
  | 'notXlsx'
  /** More than the one sheet of an export. */
  | 'extraSheets'
  | 'mergedCells'
  | 'formula'
  /** The header is not in row 1 (a row inserted above it). */
  | 'headerMoved';

export class XlsxFileError extends Error {
  constructor(
    readonly problem: XlsxFileProblem,
    /** The sheets (extraSheets), the cell or range (mergedCells, formula), the row (headerMoved). */
    readonly where?: string,
  ) {
    super(`The workbook cannot be read: ${problem}${where ? ` (${where})` : ''}`);
  }
}
