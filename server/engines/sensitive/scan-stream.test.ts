import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { SensitiveScanError } from './scan-errors.js';
import { scanStream } from './scan-stream.js';
import { pdfWithLines, streamOf, summarize } from './test-support/fixtures.js';

const peopleCsv = [
  '氏名,フリガナ,生年月日,住所,電話番号,メールアドレス,国籍,個人番号',
  '山田 太郎,ヤマダ タロウ,1985/04/12,東京都千代田区霞が関1-2-3,090-1234-5678,taro@example.jp,日本,123456789018',
  '佐藤 花子,サトウ ハナコ,平成2年3月4日,大阪府大阪市北区中之島1丁目3番20号,080-2345-6789,hanako@example.com,ベトナム,',
].join('\r\n');

const expectedPeople = [
  '1:氏名:PERSON_NAME',
  '1:フリガナ:PERSON_NAME',
  '1:生年月日:DATE',
  '1:住所:LOCATION',
  '1:電話番号:PHONE_NUMBER',
  '1:メールアドレス:EMAIL_ADDRESS',
  '1:国籍:ETHNIC_GROUP',
  '1:個人番号:JAPAN_INDIVIDUAL_NUMBER',
  '2:氏名:PERSON_NAME',
  '2:フリガナ:PERSON_NAME',
  '2:生年月日:DATE',
  '2:住所:LOCATION',
  '2:電話番号:PHONE_NUMBER',
  '2:メールアドレス:EMAIL_ADDRESS',
  '2:国籍:ETHNIC_GROUP',
];

describe('scanStream on CSV', () => {
  it.each([
    ['UTF-8', Buffer.from(peopleCsv), 'utf-8'],
    [
      'UTF-8 with BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(peopleCsv)]),
      'utf-8-bom',
    ],
    ['Shift_JIS (CP932)', iconv.encode(peopleCsv, 'cp932'), 'shift_jis'],
  ])('finds every kind of personal data in a %s people table', async (_name, bytes, encoding) => {
    const result = await scanStream(streamOf(bytes), { fileName: 'members.csv' });
    expect(result).toMatchObject({
      format: 'csv',
      encoding,
      supported: true,
      rowsScanned: 2,
      bytes: bytes.length,
    });
    expect(summarize(result.findings)).toEqual(expectedPeople);
    const card = result.findings!.find((finding) => finding.subType === 'JAPAN_INDIVIDUAL_NUMBER')!;
    expect(card).toMatchObject({
      type: 'OTHER',
      likelihood: 'VERY_LIKELY',
      sensitivity: 'SENSITIVITY_HIGH',
      quote: '123456789018',
    });
  });

  it("reads Excel's Unicode text export (UTF-16LE, tab-separated, named .txt) as a table", async () => {
    const tsv = peopleCsv.replace(/,/g, '\t');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tsv, 'utf16le')]);
    const result = await scanStream(streamOf(bytes), { fileName: 'members.txt' });
    expect(result).toMatchObject({ format: 'tsv', encoding: 'utf-16le', rowsScanned: 2 });
    expect(summarize(result.findings)).toEqual(expectedPeople);
  });

  it('does not report the public phone, address and dates of a facilities table, but does report its contact person', async () => {
    const csv = [
      '令和6年度 保育所一覧',
      '',
      '施設名,所在地,電話番号,担当者,開設日,定員,緯度,経度',
      '大塚保育園,東京都豊島区南大塚1-2-3,03-3981-1111,鈴木 一郎,1975/04/01,60,35.731234,139.728123',
      '上野中央保育園,東京都台東区上野2-3-4,03-3833-2222,高橋 花子,1988/10/01,90,35.712345,139.774567',
      '品川第一保育園,東京都品川区北品川3-4-5,03-3450-3333,田中 次郎,2001/04/01,120,35.622345,139.739876',
    ].join('\n');
    const result = await scanStream(streamOf(csv), { format: 'CSV' });
    expect(summarize(result.findings)).toEqual([
      '1:担当者:PERSON_NAME',
      '2:担当者:PERSON_NAME',
      '3:担当者:PERSON_NAME',
    ]);
  });

  it('names the columns of a headerless table column N', async () => {
    const csv =
      'Aaliyah Corkery,aaliyah@example.com,(212) 664-7665\nJohn Smith,john@example.org,(415) 555-0100\n';
    const result = await scanStream(streamOf(csv), { fileName: 'people.csv' });
    expect(summarize(result.findings)).toContain('1:column 2:EMAIL_ADDRESS');
    expect(summarize(result.findings)).toContain('2:column 1:PERSON_NAME');
  });

  it('honours minLikelihood and hands findings over in batches', async () => {
    const batches: number[] = [];
    const result = await scanStream(
      streamOf(peopleCsv),
      { fileName: 'members.csv' },
      { minLikelihood: 'VERY_LIKELY', onFindings: (batch) => void batches.push(batch.length) },
    );
    expect(result.findings).toBeUndefined();
    expect(result.findingCount).toBe(batches.reduce((sum, size) => sum + size, 0));
    expect(result.findingCountByType.EMAIL_ADDRESS).toBe(2);
  });
});

describe('scanStream on other formats', () => {
  it('reads JSON records by key path, GeoJSON-style nesting included', async () => {
    const json = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          properties: { owner: 'John Smith', contact: { email: 'john@example.com' } },
          geometry: { coordinates: [139.7, 35.6] },
        },
      ],
    });
    const result = await scanStream(streamOf(json), { format: 'GeoJSON' });
    expect(result.format).toBe('json');
    expect(summarize(result.findings)).toEqual([
      '1:properties.owner:PERSON_NAME',
      '1:properties.contact.email:EMAIL_ADDRESS',
    ]);
  });

  it('reads plain text line by line', async () => {
    const text = '会議録\n出席者への連絡は hanako@example.jp まで。\n生年月日：昭和60年4月12日\n';
    const result = await scanStream(streamOf(text), { fileName: 'minutes.txt' });
    expect(result).toMatchObject({ format: 'text', rowsScanned: 3 });
    expect(summarize(result.findings)).toEqual(['2:text:EMAIL_ADDRESS', '3:text:DATE']);
  });

  it('reads the text of PDF pages', async () => {
    const pdf = pdfWithLines([
      'Applicant: John Smith',
      'Email: john.smith@example.com',
      'Phone: (212) 664-7665',
    ]);
    const result = await scanStream(streamOf(pdf, 4096), { fileName: 'form.pdf' });
    expect(result.format).toBe('pdf');
    expect(
      result.findings?.map((finding) => `${finding.page}:${finding.row}:${finding.type}`),
    ).toEqual(['1:1:PERSON_NAME', '1:2:EMAIL_ADDRESS', '1:3:PHONE_NUMBER']);
  });

  it('says "not supported" for images and web pages instead of failing', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await expect(scanStream(streamOf(png), { fileName: 'map.png' })).resolves.toMatchObject({
      supported: false,
      notSupportedReason: expect.stringContaining('PNG'),
    });
    await expect(
      scanStream(streamOf('<!DOCTYPE html><html></html>'), { format: 'HTML' }),
    ).resolves.toMatchObject({ supported: false });
  });
});

describe('scanStream limits', () => {
  it('refuses a file over maxBytes with a clear error', async () => {
    const error = await scanStream(
      streamOf(peopleCsv.repeat(50), 1024),
      { fileName: 'big.csv' },
      { maxBytes: 2048 },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SensitiveScanError);
    expect(error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: expect.stringContaining('larger than'),
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      scanStream(streamOf(peopleCsv), { fileName: 'a.csv' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
