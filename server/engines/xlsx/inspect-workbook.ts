import { Unzip, UnzipInflate } from 'fflate';
import { parseSharedStrings } from './shared-strings.js';
import { XlsxFileError } from './xlsx-file-error.js';

export interface WorkbookOutline {
  /** The shared strings table, resolved by index when the cells are read. */
  sharedStrings: string[];
}

const sheetPart = /^xl\/(?:worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/;
const sheetName = /<sheet\b[^>]*\bname="([^"]*)"/g;
const mergeCell = /<mergeCell\b[^>]*\bref="([^"]+)"/;

/**
 * The parts of a workbook that exceljs's streaming reader does not check or reads wrongly,
 * taken from the zip as it inflates (a sheet is scanned chunk by chunk, never held whole):
 * exactly one sheet, no merged cells, and the shared strings table. Refuses with an
 * XlsxFileError a zip that is not a workbook, one with other sheets, or merged cells.
 */
export function inspectWorkbook(bytes: Uint8Array): WorkbookOutline {
  let workbookXml: string | null = null;
  let sharedXml = '';
  let sheets = 0;
  let merged: string | null = null;
  let broken = false;
  const unzip = new Unzip((file) => {
    const name = file.name;
    const isSheet = sheetPart.test(name);
    if (isSheet) sheets += 1;
    if (!isSheet && name !== 'xl/workbook.xml' && name !== 'xl/sharedStrings.xml') return;
    const decoder = new TextDecoder();
    let text = '';
    let tail = '';
    file.ondata = (error, chunk, final) => {
      if (error) {
        broken = true;
        return;
      }
      const part = decoder.decode(chunk, { stream: !final });
      if (!isSheet) text += part;
      else if (merged === null) {
        // A tag may straddle two chunks: search the end of the last one with this one.
        const window = tail + part;
        merged = mergeCell.exec(window)?.[1] ?? null;
        tail = window.slice(-200);
      }
      if (final && name === 'xl/workbook.xml') workbookXml = text;
      if (final && name === 'xl/sharedStrings.xml') sharedXml = text;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    throw new XlsxFileError('notXlsx');
  }
  if (broken || workbookXml === null) throw new XlsxFileError('notXlsx');
  const names = [...(workbookXml as string).matchAll(sheetName)].map(([, found]) => found!);
  if (sheets !== 1 || names.length !== 1) throw new XlsxFileError('extraSheets', names.join(', '));
  if (merged !== null) throw new XlsxFileError('mergedCells', merged);
  return { sharedStrings: parseSharedStrings(sharedXml) };
}
