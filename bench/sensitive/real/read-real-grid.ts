import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LocatedRealFile } from './manifest.js';

export interface RealGrid {
  bytes: Buffer;
  /** Every line of the file as cells, title and header lines included. */
  lines: string[][];
  /** The header line's cells (empty without a header). */
  headerCells: string[];
  /** The data rows: row 1 is `dataRows[0]`, as the detector numbers them. */
  dataRows: string[][];
}

/** Reads a stored file as the detector's CSV reader does (same decoding, ragged rows accepted). */
export function readRealGrid(file: LocatedRealFile): RealGrid {
  const bytes = readFileSync(path.join(file.directory, 'files', file.file));
  const text = new TextDecoder(file.encoding === 'shift_jis' ? 'shift_jis' : 'utf-8').decode(bytes);
  const lines = parse(text, {
    delimiter: file.delimiter ?? ',',
    // As the detector's reader: a file may end its header with CRLF and its rows with LF.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
  const headerLine = file.header ? (file.headerLine ?? 0) : -1;
  return {
    bytes,
    lines,
    headerCells: headerLine >= 0 ? (lines[headerLine] ?? []) : [],
    dataRows: lines.slice(headerLine + 1),
  };
}
