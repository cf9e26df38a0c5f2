import { unzipSync } from 'fflate';
import { parseSharedStrings } from './shared-strings.js';
import { XlsxFileError } from './xlsx-file-error.js';

export interface WorkbookOutline {
  /** The shared strings table, resolved by index when the cells are read. */
  sharedStrings: string[];
  /** The one sheet's XML, inflated. */
  sheet: Uint8Array;
}

const sheetPart = /^xl\/(?:worksheets|chartsheets|dialogsheets|macrosheets)\/[^/]+\.xml$/;
const sheetName = /<sheet\b[^>]*\bname="([^"]*)"/g;
const mergeCell = /<mergeCell\b[^>]*\bref="([^"]+)"/;
const mergeTag = Buffer.from('<mergeCell');

/**
 * The parts of a workbook an import reads, inflated from the zip once (the sheet's XML is
 * searched as bytes here, and decoded as it is parsed): exactly one sheet, no merged cells, the
 * shared strings table, and the sheet. Refuses with an
 * XlsxFileError a zip that is not a workbook, one with other sheets, or merged cells.
 */
export function inspectWorkbook(bytes: Uint8Array): WorkbookOutline {
  let sheets = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: ({ name }) => {
        const isSheet = sheetPart.test(name);
        if (isSheet) sheets += 1;
        return isSheet || name === 'xl/workbook.xml' || name === 'xl/sharedStrings.xml';
      },
    });
  } catch {
    throw new XlsxFileError('notXlsx');
  }
  const workbookXml = files['xl/workbook.xml'];
  if (!workbookXml) throw new XlsxFileError('notXlsx');
  const names = [...textOf(workbookXml).matchAll(sheetName)].map(([, found]) => found!);
  if (sheets !== 1 || names.length !== 1) throw new XlsxFileError('extraSheets', names.join(', '));
  const content = Object.entries(files).find(([name]) => sheetPart.test(name))![1];
  // Searched as bytes: a sheet of 150,000 rows is tens of MB of XML.
  const sheet = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const at = sheet.indexOf(mergeTag);
  if (at >= 0)
    throw new XlsxFileError(
      'mergedCells',
      mergeCell.exec(textOf(sheet.subarray(at, at + 200)))?.[1] ?? '',
    );
  return {
    sharedStrings: parseSharedStrings(textOf(files['xl/sharedStrings.xml'] ?? new Uint8Array())),
    sheet: content,
  };
}

function textOf(content: Uint8Array): string {
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
}
