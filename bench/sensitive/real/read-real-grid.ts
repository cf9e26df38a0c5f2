import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { realSetDirectory, type RealFile } from './manifest.js';

export interface RealGrid {
  bytes: Buffer;
  /** Every line of the file as cells, the header line included. */
  lines: string[][];
  /** The data rows: row 1 is `dataRows[0]`, as the detector numbers them. */
  dataRows: string[][];
}

/** Reads a stored file as the detector's CSV reader does (same decoding, ragged rows accepted). */
export function readRealGrid(file: RealFile): RealGrid {
  const bytes = readFileSync(`${realSetDirectory}files/${file.file}`);
  const text = new TextDecoder(file.encoding === 'shift_jis' ? 'shift_jis' : 'utf-8').decode(bytes);
  const lines = parse(text, {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
  return { bytes, lines, dataRows: file.header ? lines.slice(1) : lines };
}
