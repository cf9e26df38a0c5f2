import type ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { datasetCsvColumns, resourceCsvColumns } from '#server/engines/csv/index.js';
import {
  downloadExport,
  uploadImport,
  zipEntries,
} from '#server/test-support/import-export-files.js';
import {
  cellString,
  openWorkbook,
  setCell,
  sheetObjects,
  workbookBytes,
} from '#server/test-support/xlsx-files.js';
import { useSyncFixture } from '#server/test-support/use-sync-fixture.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk work through XLSX: export, preview, apply', () => {
  const fixture = useSyncFixture();
  const hard: Array<[string, string]> = [
    ['aed-setchi-basho', '一段落目、"引用"を含む。\n\n**二段落目**, with a comma.'],
    ['hinanjo-ichiran', '\t字下げした説明  '],
    ['kanko-shisetsu', '=SUM(A1:A2) は数式ではなく文字です'],
    ['gomi-shushu-bi', '+81 と -1 と @mention'],
  ];
  beforeAll(async () => {
    for (const [name, notes] of hard) await fixture.edit(name, { notes });
  });

  const exportXlsx = async (include: 'datasets' | 'datasetsAndResources' = 'datasets') => {
    const download = await downloadExport(
      fixture.testApp,
      { instanceId: fixture.instanceId, format: 'xlsx', include },
      fixture.owner.cookie,
    );
    expect(download.status, download.bytes.toString()).toBe(200);
    return download;
  };
  const resourcesWorkbook = async () => {
    const zip = zipEntries((await exportXlsx('datasetsAndResources')).bytes);
    return zip[Object.keys(zip).find((name) => name.startsWith('resources'))!]!;
  };
  const preview = (bytes: Uint8Array, fileName = 'datasets.xlsx') =>
    uploadImport(fixture.testApp, fixture.instanceId, bytes, fixture.owner.cookie, fileName);

  it('exports one sheet of text cells: the columns in order, no formula, dates as ISO text', async () => {
    const download = await exportXlsx();
    expect(download.headers['content-type']).toBe(xlsxType);
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="datasets-.*\.xlsx"/,
    );
    const parts = unzipSync(download.bytes);
    const sheetXml = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
    expect(Object.keys(parts).filter((name) => name.startsWith('xl/worksheets/sheet'))).toEqual([
      'xl/worksheets/sheet1.xml',
    ]);
    // Every cell is an inline string: no formula, no number, no date.
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml.match(/<c [^>]*>/g)!.every((cell) => cell.includes('t="inlineStr"'))).toBe(
      true,
    );
    const workbook = await openWorkbook(download.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Datasets']);
    expect(
      (workbook.worksheets[0]!.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellString),
    ).toEqual(datasetCsvColumns);
    const rows = sheetObjects(workbook);
    expect(rows.length).toBe(Number(download.headers['x-export-datasets']));
    for (const [name, notes] of hard)
      expect(rows.find((row) => row['Dataset Name'] === name)!.Description).toBe(notes);
    const modified = rows.map((row) => row['Metadata Modified']).find((value) => value !== '');
    expect(modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const resources = sheetObjects(await openWorkbook(await resourcesWorkbook()));
    expect(Object.keys(resources[0]!)).toEqual([...resourceCsvColumns]);
  });

  it('imports an untouched export of both lists as no changes', async () => {
    const datasetsFile = await preview((await exportXlsx()).bytes);
    expect(datasetsFile.status, JSON.stringify(datasetsFile.error)).toBe(200);
    expect(datasetsFile.preview).toMatchObject({
      kind: 'datasets',
      encoding: 'xlsx',
      issueCount: 0,
      changeCount: 0,
    });
    const resourcesFile = await preview(await resourcesWorkbook(), 'resources.xlsx');
    expect(resourcesFile.preview).toMatchObject({
      kind: 'resources',
      encoding: 'xlsx',
      issueCount: 0,
      changeCount: 0,
    });
  });

  it('previews an edited title and applies exactly that edit; a bad cell applies nothing', async () => {
    const workbook = await openWorkbook((await exportXlsx()).bytes);
    const rows = sheetObjects(workbook);
    const target = rows[2]!;
    const title = `${target.Title}（改訂）`;
    setCell(workbook, 4, 'Title', title);
    const edited = await preview(await workbookBytes(workbook));
    expect(edited.preview).toMatchObject({ issueCount: 0, changeCount: 1 });
    expect(edited.preview.changes[0]).toMatchObject({
      datasetName: target['Dataset Name'],
      status: 'changed',
      changes: [{ field: 'title', before: target.Title, after: title }],
    });

    // The same problems, at the rows the sheet shows, as a CSV: nothing of the file is applied.
    setCell(workbook, 6, 'Title', '');
    const refused = await preview(await workbookBytes(workbook));
    expect(refused.preview.importId).toBeNull();
    expect(refused.preview.issues).toEqual([expect.objectContaining({ row: 6, column: 'Title' })]);

    const applied = await fixture.call<{ datasets: number }>('imports.apply', {
      importId: edited.preview.importId,
    });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    expect((await fixture.datasetNamed(target['Dataset Name']!)).title).toBe(title);
  });

  it('reads a Position or size typed as a number, and shows resource messages at their rows', async () => {
    const workbook = await openWorkbook(await resourcesWorkbook());
    const rows = sheetObjects(workbook);
    const index = rows.findIndex(
      (row) => rows.filter((other) => other['Dataset Name'] === row['Dataset Name']).length >= 2,
    );
    setCell(workbook, index + 2, 'Resource Size', 2048);
    setCell(workbook, index + 2, 'Position', Number(rows[index]!.Position));
    setCell(workbook, index + 3, 'Resource Url', 'javascript:alert(1)');
    const previewed = await preview(await workbookBytes(workbook), 'resources.xlsx');
    expect(previewed.preview.issues).toEqual([
      expect.objectContaining({
        row: index + 3,
        column: 'Resource Url',
        key: 'resourceUrlInvalid',
      }),
    ]);
    expect(previewed.preview.counts.changed).toBeGreaterThanOrEqual(1);
  });

  it('refuses extra sheets, merged cells, formulas and a moved header with a clear reason', async () => {
    const exported = (await exportXlsx()).bytes;
    const refusal = async (
      change: (workbook: Awaited<ReturnType<typeof openWorkbook>>) => void,
    ) => {
      const workbook = await openWorkbook(exported);
      change(workbook);
      const answer = await preview(await workbookBytes(workbook));
      expect(answer.status).toBe(400);
      return answer.error?.details;
    };
    expect(await refusal((workbook) => workbook.addWorksheet('メモ'))).toEqual({
      reason: 'xlsx.extraSheets',
      where: 'Datasets, メモ',
    });
    expect(await refusal((workbook) => workbook.worksheets[0]!.mergeCells('B3:C3'))).toEqual({
      reason: 'xlsx.mergedCells',
      where: 'B3:C3',
    });
    expect(
      await refusal((workbook) => setCell(workbook, 5, 'Title', { formula: 'UPPER(A5)' })),
    ).toEqual({ reason: 'xlsx.formula', where: 'B5' });
    expect(
      await refusal((workbook) => workbook.worksheets[0]!.spliceRows(1, 0, ['公開データ一覧'])),
    ).toEqual({ reason: 'xlsx.headerMoved', where: '2' });
    expect(
      await refusal((workbook) => setCell(workbook, 1, 'Title', 'Name of the dataset')),
    ).toMatchObject({ reason: 'csv.missingColumns', columns: ['Title'] });
    const notWorkbook = await preview(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x00, 0x01));
    expect(notWorkbook.error?.details?.reason).toBe('csv.notCsv');
  });
});
