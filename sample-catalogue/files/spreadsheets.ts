/** A sheet: its name and rows (the first row is the header). */
export interface SheetData {
  name: string;
  rows: (string | number)[][];
}

/**
 * XLSX and XLS (BIFF8) workbooks, written with SheetJS. Only our own data is written: the
 * package's known advisories concern parsing untrusted files, which the sample never does.
 * Loaded on first use so the catalogue starts without it.
 */
export async function buildWorkbook(
  sheets: SheetData[],
  bookType: 'xlsx' | 'xls',
): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  workbook.Props = {
    Title: sheets[0]?.name ?? '',
    Author: 'Catalogue Steward sample catalogue',
    CreatedDate: new Date('2024-04-01T00:00:00Z'),
  };
  return XLSX.write(workbook, { type: 'buffer', bookType, compression: true }) as Buffer;
}
