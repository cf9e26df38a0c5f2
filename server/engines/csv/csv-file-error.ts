/** Why an uploaded file cannot be read as a CSV of ours; the web words each reason in en and ja. */
export type CsvFileProblem =
  | 'empty'
  | 'notCsv'
  | 'encoding'
  | 'malformed'
  | 'ragged'
  | 'missingColumns'
  | 'tooManyRows'
  | 'tooLarge';

export class CsvFileError extends Error {
  constructor(
    readonly problem: CsvFileProblem,
    /** The line where the file stops being a CSV (malformed), or the row of another length (ragged). */
    readonly line?: number,
    /** The columns it lacks (missingColumns). */
    readonly columns?: readonly string[],
  ) {
    super(`The file cannot be read as CSV: ${problem}`);
  }
}
