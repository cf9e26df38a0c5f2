import iconv from 'iconv-lite';
import { csvRecords } from './csv-records.js';
import { guardFormula } from './formula-guard.js';

/** UTF-8 with a byte-order mark (Excel reads it as UTF-8), or Shift_JIS (Windows code page 932). */
export const csvEncodings = ['utf8', 'shift_jis'] as const;
export type CsvEncoding = (typeof csvEncodings)[number];

const byteOrderMark = Uint8Array.of(0xef, 0xbb, 0xbf);

/**
 * Streams a CSV as Excel on Windows opens it: RFC 4180 quoting, CRLF line ends, every cell
 * guarded against formula injection, in the chosen encoding. Rows arrive in batches (a page of
 * the database at a time), so memory stays at one batch whatever the size of the file.
 * Characters Shift_JIS cannot hold (emoji, some rare kanji) become '?': UTF-8 is the default.
 */
export async function* encodeCsv(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
  encoding: CsvEncoding,
): AsyncGenerator<Uint8Array> {
  const encode = (text: string): Uint8Array =>
    encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'CP932');
  if (encoding === 'utf8') yield byteOrderMark;
  yield encode(csvRecords([header]));
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const cells = batch.map((row) => row.map(guardFormula));
    yield encode(csvRecords(cells));
  }
}
