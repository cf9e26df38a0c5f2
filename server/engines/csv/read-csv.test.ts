import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { resourceCsvColumns } from './csv-columns.js';
import { CsvFileError } from './csv-file-error.js';
import { encodeCsv } from './encode-csv.js';
import { readRecords } from '#server/test-support/read-records.js';
import { readCsv } from './read-csv.js';

const header = resourceCsvColumns;
const row = (name: string, extra: Partial<Record<(typeof header)[number], string>> = {}) =>
  header.map((column) =>
    column === 'Dataset Name' ? 'parks' : column === 'Resource Name' ? name : (extra[column] ?? ''),
  );

async function bytesOf(rows: string[][], encoding: 'utf8' | 'shift_jis'): Promise<Uint8Array> {
  async function* batches() {
    yield rows;
  }
  const parts: Uint8Array[] = [];
  for await (const part of encodeCsv(header, batches(), encoding)) parts.push(part);
  return Buffer.concat(parts);
}

async function problemOf(bytes: Uint8Array): Promise<unknown> {
  try {
    await readRecords(readCsv(bytes, { maxRows: 10 }));
  } catch (error) {
    return error instanceof CsvFileError ? [error.problem, error.line ?? error.columns] : error;
  }
  return 'read';
}

describe('reading a CSV back', () => {
  it('round-trips UTF-8 with BOM: quoting, newlines, formulas, CRLF', async () => {
    const tricky = ['=1+1', 'a "quoted", name', '二行\n目', '-5', '公園一覧'];
    const bytes = await bytesOf(
      tricky.map((name) => row(name)),
      'utf8',
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes).toString('utf8')).toContain('\r\n');
    const read = await readRecords(readCsv(bytes, { maxRows: 10 }));
    expect(read.kind).toBe('resources');
    expect(read.encoding).toBe('utf8');
    expect(
      read.records.map((record) => (record.values as Record<string, string>)['Resource Name']),
    ).toEqual(tricky);
    expect(read.records.map((record) => record.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it('detects Shift_JIS and UTF-8 without a BOM', async () => {
    const sjis = await bytesOf([row('避難所一覧')], 'shift_jis');
    expect(Buffer.from(sjis).includes(iconv.encode('避難所一覧', 'CP932'))).toBe(true);
    expect(await readRecords(readCsv(sjis, { maxRows: 10 }))).toMatchObject({
      encoding: 'shift_jis',
      records: [{ values: { 'Resource Name': '避難所一覧' } }],
    });
    const plain = Buffer.from(`${header.join(',')}\r\n${row('公園').join(',')}\r\n`, 'utf8');
    expect(
      (
        (await readRecords(readCsv(plain, { maxRows: 10 }))).records[0]!.values as Record<
          string,
          string
        >
      )['Resource Name'],
    ).toBe('公園');
  });

  it('counts rows as the spreadsheet does, empty lines included', async () => {
    const text = `${header.join(',')}\r\n${row('a').join(',')}\r\n\r\n${row('b').join(',')}\r\n`;
    const read = await readRecords(readCsv(Buffer.from(text), { maxRows: 10 }));
    expect(read.records.map((record) => record.row)).toEqual([2, 4]);
  });

  it('refuses what is not one of our CSVs, saying why', async () => {
    expect(await problemOf(new Uint8Array())).toEqual(['empty', undefined]);
    expect(await problemOf(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0, 0, 1))).toEqual([
      'notCsv',
      undefined,
    ]);
    expect(await problemOf(Uint8Array.of(0x82, 0xa0, 0xff, 0xfe, 0x0a))).toEqual([
      'encoding',
      undefined,
    ]);
    const lateNul = Buffer.concat([
      Buffer.from(`${header.join(',')}\r\n`),
      Buffer.alloc(9000, 0x61),
      Buffer.of(0),
    ]);
    expect(await problemOf(lateNul)).toEqual(['notCsv', undefined]);
    expect(await problemOf(Buffer.from(`${header.join(',')}\r\n"open,x\r\n`))).toEqual([
      'malformed',
      3,
    ]);
    expect(await problemOf(Buffer.from(`${header.join(',')}\r\na,b\r\n`))).toEqual(['ragged', 2]);
    expect(await problemOf(Buffer.from('name,title\r\nx,y\r\n'))).toMatchObject([
      'missingColumns',
      expect.arrayContaining(['Dataset Name', 'Title']),
    ]);
    const many = `${header.join(',')}\r\n${Array.from({ length: 11 }, () => row('x').join(',')).join('\r\n')}`;
    expect(await problemOf(Buffer.from(many))).toEqual(['tooManyRows', undefined]);
  });

  it('reads a file whose line endings change from CRLF to LF as one record a line', async () => {
    const bytes = await bytesOf([row('north-gate'), row('south-gate')], 'utf8');
    const text = Buffer.from(bytes).toString('utf8');
    const firstBreak = text.indexOf('\r\n') + 2;
    const mixed = text.slice(0, firstBreak) + text.slice(firstBreak).replaceAll('\r\n', '\n');
    const read = await readRecords(readCsv(Buffer.from(mixed, 'utf8'), { maxRows: 10 }));
    expect(
      read.records.map((record) => (record.values as Record<string, string>)['Resource Name']),
    ).toEqual(['north-gate', 'south-gate']);
    expect(read.records.map((record) => record.row)).toEqual([2, 3]);
  });
});
