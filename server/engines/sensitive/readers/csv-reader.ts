import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { SensitiveScanError } from '../scan-errors.js';

/** Rows of a CSV or TSV text stream. Ragged rows and stray quotes are accepted, as Excel writes them. */
export async function* readDelimitedRows(
  texts: AsyncIterable<string>,
  delimiter: ',' | '\t',
): AsyncGenerator<string[]> {
  const source = Readable.from(texts);
  const parser = source.pipe(
    parse({
      delimiter,
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
      `The file could not be read as ${delimiter === ',' ? 'CSV' : 'TSV'}: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    source.destroy();
    parser.destroy();
  }
}

/** Tab when the first line has more tabs than commas (Excel's "Unicode text" export is TSV). */
export function chooseDelimiter(firstText: string, declared: 'csv' | 'tsv'): ',' | '\t' {
  const firstLine = firstText.split(/\r?\n/, 1)[0] ?? '';
  const tabs = firstLine.split('\t').length - 1;
  const commas = firstLine.split(',').length - 1;
  if (declared === 'tsv') return tabs > 0 || commas === 0 ? '\t' : ',';
  return tabs > commas ? '\t' : ',';
}
