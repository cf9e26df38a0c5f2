import { unzipSync } from 'fflate';
import { dateStylesOf } from './date-styles.js';
import { inflateEntry } from './inflate-entry.js';
import { parseSharedStrings } from './shared-strings.js';
import { XlsxFileError } from './xlsx-file-error.js';

export interface WorkbookOutline {
  /** The shared strings table, resolved by index when the cells are read. */
  sharedStrings: string[];
  /** The zip entry of the one sheet's XML. */
  sheetPart: string;
  /** The cell styles that show a number as a date or a time. */
  dateStyles: Set<number>;
  /** The workbook counts days from 1904 (`<workbookPr date1904="1">`), not from 1900. */
  date1904: boolean;
}

const sheetPart = /^xl\/(?:worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/;
const sheetName = /<sheet\b[^>]*\bname="([^"]*)"/g;
const mergeCell = /<mergeCell\b[^>]*\bref="([^"]+)"/;
const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(?:1|true)"/;
const mergeTag = Buffer.from('<mergeCell');
/**
 * The parts inflated whole, each with the most it may hold: more is a crafted file, refused
 * before it is inflated. A 150,000-row export of distinct texts makes a shared strings table of
 * tens of MB; a styles part holds at most Excel's 64,000 cell formats, a few MB.
 */
const maxPartBytes = new Map([
  ['xl/workbook.xml', Number.POSITIVE_INFINITY],
  ['xl/sharedStrings.xml', 256 * 1024 * 1024],
  ['xl/styles.xml', 32 * 1024 * 1024],
]);

/**
 * The parts of a workbook an import reads: exactly one sheet, no merged cells (the sheet's XML
 * is searched as bytes while it inflates, never held whole), the shared strings table, the
 * styles that show dates, the date system, and where the sheet is. Refuses with an XlsxFileError a zip that is not a workbook, one with other
 * sheets, or merged cells.
 */
export async function inspectWorkbook(bytes: Uint8Array): Promise<WorkbookOutline> {
  const sheets: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (sheetPart.test(name)) sheets.push(name);
        const maxBytes = maxPartBytes.get(name);
        if (maxBytes !== undefined && originalSize > maxBytes) throw new XlsxFileError('notXlsx');
        return maxBytes !== undefined;
      },
    });
  } catch {
    throw new XlsxFileError('notXlsx');
  }
  const workbookXml = files['xl/workbook.xml'];
  if (!workbookXml) throw new XlsxFileError('notXlsx');
  const workbook = textOf(workbookXml);
  const names = [...workbook.matchAll(sheetName)].map(([, found]) => found!);
  if (sheets.length !== 1 || names.length !== 1)
    throw new XlsxFileError('extraSheets', names.join(', '));
  const merged = await firstMergedRange(bytes, sheets[0]!);
  if (merged !== null) throw new XlsxFileError('mergedCells', merged);
  return {
    sharedStrings: parseSharedStrings(textOf(files['xl/sharedStrings.xml'] ?? new Uint8Array())),
    sheetPart: sheets[0]!,
    dateStyles: await stylesOf(files['xl/styles.xml']),
    date1904: date1904.test(workbook),
  };
}

/** The date styles of the workbook's styles part; a part that is no XML is no workbook. */
async function stylesOf(part: Uint8Array | undefined): Promise<Set<number>> {
  if (!part) return new Set();
  try {
    return await dateStylesOf(textOf(part));
  } catch {
    throw new XlsxFileError('notXlsx');
  }
}

/** The range of the sheet's first merged cell, or null: searched in the bytes as they inflate. */
async function firstMergedRange(zip: Uint8Array, part: string): Promise<string | null> {
  let window = Buffer.alloc(0);
  let found = -1;
  try {
    for await (const chunk of inflateEntry(zip, part)) {
      // The tag may straddle two chunks: the end of the last one is searched again.
      window = Buffer.concat([window, chunk]);
      if (found < 0) found = window.indexOf(mergeTag);
      // Enough of the element is read to hold its ref.
      if (found >= 0 && window.length - found >= 200) break;
      if (found < 0) window = window.subarray(Math.max(0, window.length - mergeTag.length));
    }
  } catch {
    throw new XlsxFileError('notXlsx');
  }
  if (found < 0) return null;
  return mergeCell.exec(textOf(window.subarray(found, found + 200)))?.[1] ?? '';
}

function textOf(content: Uint8Array): string {
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
}
