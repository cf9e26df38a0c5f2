import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inspectWorkbook } from './inspect-workbook.js';
import { XlsxFileError } from './xlsx-file-error.js';

const workbookXml = strToU8(
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><workbookPr date1904="1"/><sheets><sheet name="Resources" sheetId="1"/></sheets></workbook>',
);
const sheetXml = strToU8(
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>',
);
const stylesXml = (padding: number) =>
  strToU8(
    `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>${' '.repeat(padding)}</styleSheet>`,
  );
const workbookWith = (styles: Uint8Array) =>
  zipSync({
    'xl/workbook.xml': workbookXml,
    'xl/worksheets/sheet1.xml': sheetXml,
    'xl/styles.xml': styles,
  });

describe("a workbook's outline", () => {
  it('holds its date styles and its date system', async () => {
    const outline = await inspectWorkbook(workbookWith(stylesXml(0)));
    expect([...outline.dateStyles]).toEqual([1]);
    expect(outline.date1904).toBe(true);
  });

  it('is refused, before it is inflated, for a styles part larger than any workbook has', async () => {
    // 33 MB of spaces deflate to a few kB: what a crafted file sends to exhaust memory.
    const crafted = workbookWith(stylesXml(33 * 1024 * 1024));
    expect(crafted.length).toBeLessThan(1024 * 1024);
    await expect(inspectWorkbook(crafted)).rejects.toThrow(XlsxFileError);
    await expect(inspectWorkbook(crafted)).rejects.toMatchObject({ problem: 'notXlsx' });
  });
});
