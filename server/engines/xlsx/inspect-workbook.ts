import { unzipSync } from 'fflate';
import { parseSharedStrings } from './shared-strings.js';
import { sheetPart } from './sheet-rows.js';
import { XlsxFileError } from './xlsx-file-error.js';

export interface WorkbookOutline {
  /** The shared strings table, resolved by index when the cells are read. */
  sharedStrings: string[];
}

const sheetName = /<sheet\b[^>]*\bname="([^"]*)"/g;

/**
 * What a workbook holds besides its sheet's rows, inflated from the zip (the sheets are only
 * counted, never inflated here): exactly one sheet, and the shared strings table. Refuses with
 * an XlsxFileError a zip that is not a workbook, or one with other sheets.
 */
export function inspectWorkbook(bytes: Uint8Array): WorkbookOutline {
  let sheets = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: ({ name }) => {
        if (sheetPart.test(name)) sheets += 1;
        return name === 'xl/workbook.xml' || name === 'xl/sharedStrings.xml';
      },
    });
  } catch {
    throw new XlsxFileError('notXlsx');
  }
  const workbookXml = files['xl/workbook.xml'];
  if (!workbookXml) throw new XlsxFileError('notXlsx');
  const names = [...textOf(workbookXml).matchAll(sheetName)].map(([, found]) => found!);
  if (sheets !== 1 || names.length !== 1) throw new XlsxFileError('extraSheets', names.join(', '));
  return {
    sharedStrings: parseSharedStrings(textOf(files['xl/sharedStrings.xml'] ?? new Uint8Array())),
  };
}

function textOf(content: Uint8Array): string {
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
}
