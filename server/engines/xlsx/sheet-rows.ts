import { Unzip, UnzipInflate } from 'fflate';
import { rowCells } from './row-cells.js';
import { XlsxFileError } from './xlsx-file-error.js';

export const sheetPart = /^xl\/(?:worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/;
const rowPattern = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
const rowNumberAttribute = /(?:^|\s)r="(\d+)"/;
const mergeCell = /<mergeCell\b[^>]*\bref="([^"]+)"/;
const mergeTag = '<mergeCell';
/** Compressed bytes inflated at a time: the sheet's XML is never held whole. */
const sliceBytes = 64 * 1024;

/**
 * Reads the one sheet of a workbook row by row, inflating and parsing its XML a slice at a time
 * (a sheet of 150,000 rows is tens of MB of XML), and gives each row with content to `onRow`
 * with its number as the sheet shows it; `onRow` returns false to read no further rows. Merged
 * cells are refused (XlsxFileError) before anything `onRow` threw: the rest of the sheet is
 * still searched for them.
 */
export function readSheetRows(
  bytes: Uint8Array,
  sharedStrings: readonly string[],
  onRow: (row: number, cells: string[]) => boolean,
): void {
  const decoder = new TextDecoder();
  let pending = '';
  let reading = true;
  let failure: unknown = null;
  let lastRow = 0;
  const readRows = (xml: string) => {
    for (const [, attributes = '', body = ''] of xml.matchAll(rowPattern)) {
      const number = Number(rowNumberAttribute.exec(attributes)?.[1] ?? lastRow + 1);
      lastRow = number;
      if (body === '') continue;
      if (!onRow(number, rowCells(body, number, sharedStrings))) {
        reading = false;
        return;
      }
    }
  };
  const take = (text: string, final: boolean) => {
    pending += text;
    // Rows are read once whole; after the last row only merged cells are looked for.
    const end = final || !reading ? pending.length : pending.lastIndexOf('</row>') + 6;
    if (end < 6 && !final) return;
    const done = pending.slice(0, end);
    pending = reading ? pending.slice(end) : pending.slice(end - mergeTag.length);
    const merged = done.indexOf(mergeTag);
    if (merged >= 0)
      throw new XlsxFileError(
        'mergedCells',
        mergeCell.exec(done.slice(merged, merged + 200))?.[1] ?? '',
      );
    if (!reading) return;
    try {
      readRows(done);
    } catch (error) {
      failure = error;
      reading = false;
    }
  };
  const unzip = new Unzip((file) => {
    if (!sheetPart.test(file.name)) return;
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      take(decoder.decode(chunk, { stream: !final }), final);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length; at += sliceBytes)
    unzip.push(bytes.subarray(at, at + sliceBytes), at + sliceBytes >= bytes.length);
  if (failure) throw failure;
}
