import ExcelJS from 'exceljs';

/** A workbook as exceljs (not the streaming reader under test) opens it, to edit like a user. */
export async function openWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  return workbook;
}

/** The first sheet's rows as objects keyed by the header (row 1), every cell as its text. */
export function sheetObjects(workbook: ExcelJS.Workbook): Record<string, string>[] {
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map(cellString);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(
      Object.fromEntries(
        header.flatMap((name, column) =>
          name === '' ? [] : [[name, cellString(row.getCell(column).value)]],
        ),
      ),
    );
  });
  return rows;
}

/** The first sheet's cell under `column` in sheet row `row` (header is row 1). */
export function setCell(
  workbook: ExcelJS.Workbook,
  row: number,
  column: string,
  value: ExcelJS.CellValue,
): void {
  const sheet = workbook.worksheets[0]!;
  const index = (sheet.getRow(1).values as ExcelJS.CellValue[]).map(cellString).indexOf(column);
  if (index < 1) throw new Error(`No column ${column}`);
  sheet.getRow(row).getCell(index).value = value;
}

/** Saves the workbook as Excel would: an XLSX file's bytes. */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A cell's value as its text: an inline string (rich text, as the export writes) by its runs. */
export function cellString(value: ExcelJS.CellValue | undefined): string {
  if (value && typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  return String(value ?? '');
}
