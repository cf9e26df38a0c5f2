import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardById } from '../standards/standard-definitions.js';
import { inspectTableFile } from './inspect-table-file.js';
import { profileTableFile } from './profile-table-file.js';

let folder: string;
let fileCount = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'quality-profile-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes an invented file and returns its path. */
async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(folder, `${++fileCount}-${name}`);
  await writeFile(path, content);
  return path;
}

const toiletsCsv =
  '名称,住所,多機能トイレ数\r\n架空公園トイレ,架空市本町1-1,1\r\n駅前トイレ,架空市駅前2-2,0\r\n';

describe('profiling a downloaded CSV', () => {
  it('reads a clean UTF-8 table: its header, columns and rows', async () => {
    expect(
      await profileTableFile(await file('toilets.csv', toiletsCsv), { format: 'CSV' }),
    ).toEqual({
      kind: 'table',
      format: 'csv',
      encoding: 'utf-8',
      headerRow: true,
      columns: ['名称', '住所', '多機能トイレ数'],
      rows: 2,
      raggedRows: [],
      raggedRowCount: 0,
      blankRows: [],
      blankRowCount: 0,
    });
  });

  it('tells UTF-8 with a BOM and Shift_JIS apart', async () => {
    const withBom = await file('bom.csv', `\ufeff${toiletsCsv}`);
    expect(await profileTableFile(withBom)).toMatchObject({
      encoding: 'utf-8-bom',
      headerRow: true,
    });
    const shiftJis = await file('sjis.csv', iconv.encode(toiletsCsv, 'Shift_JIS'));
    expect(await profileTableFile(shiftJis, { format: 'CSV' })).toMatchObject({
      encoding: 'shift_jis',
      columns: ['名称', '住所', '多機能トイレ数'],
    });
  });

  it('calls the encoding unknown when the bytes decode as nothing known', async () => {
    // UTF-8 text with a Latin-1 é pasted in: neither valid UTF-8 nor Shift_JIS.
    const mixed = Buffer.concat([
      Buffer.from('名称,住所\nCaf', 'utf-8'),
      Buffer.from([0xe9, 0x2c]),
      Buffer.from('架空市本町1-1\n', 'utf-8'),
    ]);
    expect(await profileTableFile(await file('mixed.csv', mixed), { format: 'CSV' })).toMatchObject(
      {
        kind: 'table',
        encoding: 'unknown',
      },
    );
  });

  it('finds ragged and blank rows by their row in the file (the header is row 1)', async () => {
    const csv = [
      '名称,住所,多機能トイレ数',
      '架空公園トイレ,架空市本町1-1,1',
      ',,',
      '駅前トイレ,架空市駅前2-2',
      '川沿いトイレ,架空市川端3-3,2,夜間閉鎖',
      '',
      '北口トイレ,架空市北町4-4,0,,',
    ].join('\n');
    expect(await profileTableFile(await file('ragged.csv', csv), { format: 'CSV' })).toMatchObject({
      headerRow: true,
      rows: 6,
      raggedRows: [4, 5],
      raggedRowCount: 2,
      blankRows: [3, 6],
      blankRowCount: 2,
    });
  });

  it('sees no header under a title line, and none in a table of numbers', async () => {
    const titled =
      '令和6年度 架空市公衆トイレ一覧,,\n名称,住所,多機能トイレ数\n架空公園トイレ,架空市本町1-1,1\n';
    expect(await profileTableFile(await file('titled.csv', titled))).toMatchObject({
      headerRow: false,
      columns: [],
    });
    const numbers = '1,2,3\n4,5,6\n';
    expect(
      await profileTableFile(await file('numbers.csv', numbers), { format: 'CSV' }),
    ).toMatchObject({ headerRow: false, rows: 2, raggedRowCount: 0 });
  });

  it('reads a TSV', async () => {
    const tsv = '名称\t住所\n架空公園トイレ\t架空市本町1-1\n';
    expect(await profileTableFile(await file('toilets.tsv', tsv), { format: 'TSV' })).toMatchObject(
      {
        format: 'tsv',
        columns: ['名称', '住所'],
        rows: 1,
      },
    );
  });
});

describe('profiling a downloaded workbook', () => {
  it("profiles the first sheet; rows ending early are a spreadsheet's normal, cells past the header are not", async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['名称', '住所', '備考'],
        ['架空公園トイレ', '架空市本町1-1'],
        [],
        ['駅前トイレ', '架空市駅前2-2', '', '※夜間閉鎖'],
      ]),
      'トイレ',
    );
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other']]), '別表');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(await profileTableFile(await file('toilets.xlsx', bytes), { format: 'XLSX' })).toEqual({
      kind: 'table',
      format: 'xlsx',
      sheet: 'トイレ',
      headerRow: true,
      columns: ['名称', '住所', '備考'],
      rows: 3,
      raggedRows: [4],
      raggedRowCount: 1,
      blankRows: [3],
      blankRowCount: 1,
    });
  });
});

describe('files that are not tables, or cannot be read', () => {
  it('says what a non-table file is', async () => {
    const pdf = await file('list.pdf', '%PDF-1.4\n%invented\n');
    expect(await profileTableFile(pdf, { format: 'PDF' })).toEqual({
      kind: 'not-a-table',
      format: 'pdf',
    });
    const page = await file(
      'list.csv',
      '<!DOCTYPE html><html><body>ダウンロードはこちら</body></html>',
    );
    expect(await profileTableFile(page, { format: 'CSV' })).toEqual({
      kind: 'not-a-table',
      format: 'html',
    });
    const json = await file('list.json', '[{"名称":"架空公園トイレ"}]');
    expect(await profileTableFile(json, { format: 'JSON' })).toEqual({
      kind: 'not-a-table',
      format: 'json',
    });
  });

  it('reports a file over the size limit as unreadable, too large', async () => {
    const big = await file('big.csv', toiletsCsv.repeat(100));
    expect(await profileTableFile(big, { format: 'CSV' }, { maxBytes: 1000 })).toEqual({
      kind: 'unreadable',
      reason: 'too-large',
    });
  });
});

describe('inspecting a file for a dataset that claims a standard', () => {
  it('profiles the file and checks its conformance in one read', async () => {
    const csv =
      '名称,名称_カナ,住所,緯度,設置位置\n架空区役所,カクウクヤクショ,架空区本町1-1,139.75,1階\n';
    const inspection = await inspectTableFile(
      await file('aed.csv', csv),
      { format: 'CSV' },
      {
        standard: standardById('aed'),
      },
    );
    expect(inspection.profile).toMatchObject({ kind: 'table', rows: 1 });
    expect(inspection.conformance?.differences).toEqual([
      {
        kind: 'invalid-latitude',
        row: 2,
        column: '緯度',
        columnNumber: 4,
        found: '139.75',
        expected: 'japan',
      },
    ]);
  });

  it('has no conformance for a file that is not a table', async () => {
    const pdf = await file('aed.pdf', '%PDF-1.4\n');
    expect(await inspectTableFile(pdf, {}, { standard: standardById('aed') })).toEqual({
      profile: { kind: 'not-a-table', format: 'pdf' },
    });
  });
});
