import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSensitiveScanPool, type SensitiveScanPool } from './scan-pool.js';

let directory: string;
let pool: SensitiveScanPool;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sensitive-pool-'));
  pool = createSensitiveScanPool({ size: 2 });
});

afterAll(async () => {
  await pool.close();
  await rm(directory, { recursive: true, force: true });
});

const surnames = [
  '山田',
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '渡辺',
  '伊藤',
  '中村',
  '小林',
  '加藤',
  '吉田',
];
const givenNames = ['太郎', '花子', '一郎', '美咲', '健太', '陽子', '直樹', '恵子', '大輔'];

async function writePeopleCsv(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  out.write('氏名,電話番号,メールアドレス,備考\n');
  for (let row = 0; row < rows; row++) {
    const name = `${surnames[row % surnames.length]} ${givenNames[Math.floor(row / surnames.length) % givenNames.length]}`;
    const line = `${name},090-${String(1000 + (row % 9000))}-${String(row % 10000).padStart(4, '0')},user${row}@example.jp,${'メモ'.repeat(row % 5)}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

describe('the scan pool', () => {
  it('scans files in worker threads and streams findings back in batches', async () => {
    const file = path.join(directory, 'people.csv');
    await writePeopleCsv(file, 1200);
    const batches: number[] = [];
    const result = await pool.scanFile(
      file,
      { format: 'CSV' },
      { onFindings: (batch) => void batches.push(batch.length) },
    );
    expect(result).toMatchObject({ format: 'csv', rowsScanned: 1200, supported: true });
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(result.findingCount);
    expect(result.findingCountByType).toMatchObject({
      PERSON_NAME: 1200,
      PHONE_NUMBER: 1200,
      EMAIL_ADDRESS: 1200,
    });
  });

  it('returns findings when no onFindings is given, and scans files side by side', async () => {
    const files = await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const file = path.join(directory, `${name}.csv`);
        await writeFile(file, `Name,Email\nJohn Smith,john.${name}@example.com\n`);
        return file;
      }),
    );
    const results = await Promise.all(files.map((file) => pool.scanFile(file, { fileName: file })));
    expect(results.map((result) => result.findings?.map((finding) => finding.quote))).toEqual([
      ['John Smith', 'john.a@example.com'],
      ['John Smith', 'john.b@example.com'],
      ['John Smith', 'john.c@example.com'],
    ]);
  });

  it('survives a crafted spreadsheet: that scan fails, the next one works', async () => {
    const crafted = path.join(directory, 'crafted.xlsx');
    await writeFile(
      crafted,
      zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<workbook><sheets><sheet') }),
    );
    await expect(pool.scanFile(crafted, { format: 'XLSX' })).rejects.toMatchObject({
      name: 'SensitiveScanError',
    });
    const good = path.join(directory, 'good.csv');
    await writeFile(good, 'Email\nhanako@example.jp\n');
    await expect(pool.scanFile(good, { format: 'CSV' })).resolves.toMatchObject({
      findingCount: 1,
    });
  });

  it('passes refusals on with their code', async () => {
    const file = path.join(directory, 'too-big.csv');
    await writePeopleCsv(file, 500);
    await expect(pool.scanFile(file, { format: 'CSV' }, { maxBytes: 1000 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });

  it('streams a 100 MB CSV through a worker whose heap is capped at 64 MB', async () => {
    // A statistics table as portals publish them, with a contact address every 10,000 rows.
    const file = path.join(directory, 'hundred-megabytes.csv');
    const out = createWriteStream(file);
    out.write('区名,年度,人口,世帯数,連絡先,備考\n');
    let bytes = 0;
    let rows = 0;
    for (; bytes < 100 * 1024 * 1024; rows++) {
      const contact = rows % 10_000 === 0 ? `hanako${rows}@example.jp` : '';
      const line = `第${rows % 24}区,${2000 + (rows % 25)},${10_000 + ((rows * 7) % 90_000)},${5000 + ((rows * 3) % 40_000)},${contact},集計値\n`;
      bytes += Buffer.byteLength(line);
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    const tight = createSensitiveScanPool({ size: 1, maxMemoryMb: 64 });
    try {
      let findings = 0;
      const result = await tight.scanFile(
        file,
        { format: 'CSV' },
        { maxBytes: 128 * 1024 * 1024, onFindings: (batch) => void (findings += batch.length) },
      );
      expect(result.bytes).toBeGreaterThan(100 * 1024 * 1024);
      expect(result.rowsScanned).toBe(rows);
      expect(result.findingCountByType).toMatchObject({ EMAIL_ADDRESS: Math.ceil(rows / 10_000) });
      expect(findings).toBe(result.findingCount);
    } finally {
      await tight.close();
      await rm(file, { force: true });
    }
  }, 180_000);

  it('streams a large file within a memory cap that holding its findings would exceed', async () => {
    // The dictionary lives in shared memory, outside the heap. With a 64 MB heap the worker streams
    // this 5.6 MB file and its 270 000 findings through, while keeping the same findings exhausts
    // it: memory follows the batch, not the file.
    const tight = createSensitiveScanPool({ size: 1, maxMemoryMb: 64 });
    try {
      const file = path.join(directory, 'large.csv');
      const rows = await writePeopleCsv(file, 90_000);
      let findings = 0;
      const result = await tight.scanFile(
        file,
        { format: 'CSV' },
        { onFindings: (batch) => void (findings += batch.length) },
      );
      expect(result.rowsScanned).toBe(rows);
      expect(result.bytes).toBeGreaterThan(5_400_000);
      expect(findings).toBe(rows * 3);
      await expect(
        tight.scanFile(file, { format: 'CSV' }, { maxFindings: Number.POSITIVE_INFINITY }),
      ).rejects.toMatchObject({ code: 'RESOURCE_LIMIT' });
    } finally {
      await tight.close();
    }
  }, 120_000);
});
