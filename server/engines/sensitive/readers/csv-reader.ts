import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { SensitiveScanError } from '../scan-errors.js';

/** Rows of a CSV or TSV text stream. Ragged rows and stray quotes are accepted, as Excel writes them. */
export async function* readDelimitedRows(
  texts: AsyncIterable<string>,
  delimiter: Delimiter,
): AsyncGenerator<string[]> {
  const source = Readable.from(texts);
  const parser = source.pipe(
    parse({
      delimiter,
      // Every line ending, wherever it changes: csv-parse would otherwise keep to the first it
      // meets, and a header ending CRLF over rows ending LF would read as one record.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // A record past this many characters is not a table row: refuse rather than grow.
      max_record_size: 4_000_000,
    }),
  );
  // pipe() does not forward a source's error (a size limit, a cancellation): pass it on.
  source.on('error', (error) => parser.destroy(error));
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    if (error instanceof SensitiveScanError) throw error;
    throw new SensitiveScanError(
      'PARSE_FAILED',
      `The file could not be read as ${delimiter === '\t' ? 'TSV' : 'CSV'}: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    source.destroy();
    parser.destroy();
  }
}

export type Delimiter = ',' | '\t' | ';' | '|';

/**
 * The separator the header line uses most: tab when it has more tabs than commas (Excel's
 * "Unicode text" export is TSV), and a semicolon or a pipe only when the header line splits on it
 * into more fields than on commas and the next lines agree (addresses hold commas: a register of
 * premises written with | must not be read on its commas).
 */
export function chooseDelimiter(firstText: string, declared: 'csv' | 'tsv'): Delimiter {
  const lines = firstText.split(/\r?\n/, 6).filter((line) => line.length > 0);
  const firstLine = lines[0] ?? '';
  const count = (line: string, delimiter: string) => line.split(delimiter).length - 1;
  const tabs = count(firstLine, '\t');
  const commas = count(firstLine, ',');
  if (declared === 'tsv') return tabs > 0 || commas === 0 ? '\t' : ',';
  if (tabs > commas) return '\t';
  for (const other of [';', '|'] as const) {
    const fields = count(firstLine, other);
    if (
      fields > commas &&
      fields > 0 &&
      lines.slice(1).every((line) => count(line, other) >= fields)
    )
      return other;
  }
  return ',';
}
