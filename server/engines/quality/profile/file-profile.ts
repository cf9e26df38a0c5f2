/** Text encodings a table file can be read in; `unknown` when its bytes decode in none of them. */
export type TableEncoding =
  'utf-8' | 'utf-8-bom' | 'shift_jis' | 'euc-jp' | 'utf-16le' | 'utf-16be' | 'unknown';

/** What the quality rules need to know of a downloaded file. */
export type FileProfile = TableProfile | NotATableProfile | UnreadableProfile;

export interface TableProfile {
  kind: 'table';
  /** csv, tsv, xlsx or xls: what the bytes were read as. */
  format: 'csv' | 'tsv' | 'xlsx' | 'xls';
  /** For text tables; spreadsheets carry no text encoding of their own. */
  encoding?: TableEncoding;
  /** The sheet profiled, for a workbook (its first sheet). */
  sheet?: string;
  /** Whether the first row names the columns (a title line above the header makes it false). */
  headerRow: boolean;
  /** The header's cells when headerRow is true, else empty. */
  columns: string[];
  /** Rows after the header (all rows when there is none), blank ones included. */
  rows: number;
  /** 1-based row numbers in the file (the header is row 1) of the first rows of each kind. */
  raggedRows: number[];
  raggedRowCount: number;
  blankRows: number[];
  blankRowCount: number;
}

export interface NotATableProfile {
  kind: 'not-a-table';
  /** What the file was recognised as: json, text, pdf, or unknown (images, archives, web pages…). */
  format: string;
}

export interface UnreadableProfile {
  kind: 'unreadable';
  /** A stable code: too-large, zip-bomb, resource-limit, parse-failed. */
  reason: UnreadableReason;
}

export type UnreadableReason = 'too-large' | 'zip-bomb' | 'resource-limit' | 'parse-failed';

/** How many row numbers of each kind a profile keeps (the counts are always complete). */
export const profileRowSampleSize = 20;
