import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { scanStream } from '../scan-stream.js';
import { streamOf, summarize } from '../test-support/fixtures.js';
import { openSpreadsheet } from './spreadsheet-reader.js';

function workbook(bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['氏名', '生年月日', '電話番号'],
      ['山田 太郎', new Date(1985, 3, 12), '090-1234-5678'],
      ['佐藤 花子', new Date(1990, 2, 4), '080-2345-6789'],
    ]),
    '会員',
  );
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['施設名', '所在地', '定員'],
      ['大塚保育園', '東京都豊島区南大塚1-2-3', 60],
    ]),
    '施設',
  );
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Name', 'Email'],
      ['John Smith', 'john@example.com'],
    ]),
    'Contacts',
  );
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const expected = [
  '会員!1:氏名:PERSON_NAME',
  '会員!1:生年月日:DATE',
  '会員!1:電話番号:PHONE_NUMBER',
  '会員!2:氏名:PERSON_NAME',
  '会員!2:生年月日:DATE',
  '会員!2:電話番号:PHONE_NUMBER',
  'Contacts!1:Name:PERSON_NAME',
  'Contacts!1:Email:EMAIL_ADDRESS',
];

describe('spreadsheets', () => {
  it.each([
    ['XLSX', 'xlsx' as const, 'xlsx'],
    ['XLS (BIFF8)', 'biff8' as const, 'xls'],
  ])(
    'scans every sheet of an %s workbook, each with its own header',
    async (_name, bookType, format) => {
      const result = await scanStream(streamOf(workbook(bookType), 4096), { format: 'XLSX' });
      expect(result).toMatchObject({
        format,
        sheets: ['会員', '施設', 'Contacts'],
        rowsScanned: 4,
      });
      expect(summarize(result.findings)).toEqual(expected);
    },
  );

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = zipSync(
      {
        'xl/workbook.xml': new Uint8Array(10),
        'xl/worksheets/sheet1.xml': new Uint8Array(12 * 1024 * 1024),
      },
      { level: 9 },
    );
    await expect(scanStream(streamOf(bomb, 65536), { format: 'XLSX' })).rejects.toMatchObject({
      code: 'ZIP_BOMB',
      message: expect.stringContaining('zip bomb'),
    });
  });

  it('refuses a workbook that declares more than maxUncompressedBytes', async () => {
    const big = zipSync({
      'xl/workbook.xml': new Uint8Array(10),
      'xl/worksheets/sheet1.xml': new Uint8Array(3 * 1024 * 1024).fill(65),
    });
    await expect(
      scanStream(streamOf(big, 65536), { format: 'XLSX' }, { maxUncompressedBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({ code: 'ZIP_BOMB' });
  });

  it('fails cleanly on a crafted workbook and on one that exhausts the parser memory', async () => {
    const crafted = zipSync({
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/workbook.xml': new TextEncoder().encode('<workbook><sheets><sheet name="a" r:id="x"'),
    });
    await expect(scanStream(streamOf(crafted, 65536), { format: 'XLSX' })).rejects.toMatchObject({
      code: expect.stringMatching(/PARSE_FAILED|RESOURCE_LIMIT/),
    });
    const rows = Array.from({ length: 30_000 }, (_, index) => [
      `name ${index}`,
      `user${index}@example.com`,
      index,
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'big');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    await expect(
      openSpreadsheet(bytes, true, { maxUncompressedBytes: 1e9, maxParserMemoryMb: 8 }),
    ).rejects.toMatchObject({ code: 'RESOURCE_LIMIT' });
  });

  it('says "not supported" for a zip that holds no workbook', async () => {
    const docx = zipSync({
      '[Content_Types].xml': new Uint8Array(4),
      'word/document.xml': new Uint8Array(4),
    });
    await expect(
      scanStream(streamOf(docx, 65536), { fileName: 'report.docx' }),
    ).resolves.toMatchObject({
      supported: false,
      notSupportedReason: expect.stringContaining('Word'),
    });
  });
});
