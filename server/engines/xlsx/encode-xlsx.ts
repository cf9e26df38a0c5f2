import { PassThrough } from 'node:stream';

/** The sheet of each list; an import reads the one sheet a workbook has, whatever its name. */
export const xlsxSheetNames = { datasets: 'Datasets', resources: 'Resources' } as const;

/**
 * Excel reads `_xHHHH_` in a cell as an escaped character; text that holds it literally gets
 * its underscore escaped (`_x005F_`), as Excel itself writes it.
 */
const excelEscapeLike = /_(x[0-9a-fA-F]{4}_)/g;
const escapeExcel = (cell: string) =>
  cell.includes('_x') ? cell.replace(excelEscapeLike, '_x005F_$1') : cell;

/**
 * A cell as an inline string (`<is><r><t>…</t></r></is>`, the form exceljs writes for rich text):
 * nothing is kept once the row is committed, where a shared strings table would hold every
 * distinct text of the file until the end. A blank cell is not written at all.
 */
const inlineCell = (cell: string) =>
  cell === '' ? null : { richText: [{ text: escapeExcel(cell) }] };

/**
 * Streams a workbook of one sheet, a list as Excel opens it with no question asked: the header
 * in row 1, then one row per record, every cell a text cell (no formula, no number, no date;
 * a date is the ISO text the CSV has), the header row frozen. Text that looks like a formula
 * (`=SUM(…)`) is a plain text cell in XLSX, so nothing is guarded. Rows arrive in batches (a page
 * of the database); exceljs's streaming writer commits each row as it is added, and the text is
 * written inline, so memory stays at a batch whatever the size of the sheet.
 */
export async function* encodeXlsx(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): AsyncGenerator<Uint8Array> {
  const output = new PassThrough();
  // Loaded on first use: exceljs is large, and a web process that never sees a workbook keeps
  // its heap for the CSV.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    // Styles cost a lookup per cell (a third of the time); the cells need none.
    useStyles: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((name) => ({ key: name, width: Math.max(12, name.length + 2) }));
  sheet.addRow(header.map(inlineCell)).commit();
  const written = (async () => {
    try {
      for await (const batch of batches) {
        for (const cells of batch) sheet.addRow(cells.map(inlineCell)).commit();
        // Let the reader take what is written before the next page is read.
        if (output.readableLength > output.readableHighWaterMark)
          await new Promise((resolve) => output.once('drain', resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  for await (const chunk of output) yield chunk as Uint8Array;
  await written;
}
