import { describe, expect, it } from 'vitest';
import { readRecords } from '#server/test-support/read-records.js';
import { datasetCsvColumns } from '../csv/index.js';
import { encodeXlsx } from './encode-xlsx.js';
import { readXlsx } from './read-xlsx.js';

describe('reading a workbook the app exported', () => {
  it('gives back every cell of a large Japanese sheet exactly, whatever falls where the XML is cut', async () => {
    // Tens of MB of XML: a three-byte character lands on many inflate and decode boundaries.
    const rowCount = 40_000;
    const rows = Array.from({ length: rowCount }, (_, index) =>
      datasetCsvColumns.map((column) =>
        column === 'Dataset Name'
          ? `dataset-${index}`
          : column === 'Title'
            ? `オープンデータ ${index} 避難所一覧`
            : column === 'Description'
              ? `市が公開する<b>避難所</b>の &amp; "データ" _x000D_ です。\n\n**記録 ${index}**`
              : `${column}・${index}`,
      ),
    );
    async function* batches() {
      for (let at = 0; at < rowCount; at += 1000) yield rows.slice(at, at + 1000);
    }
    const parts: Uint8Array[] = [];
    for await (const part of encodeXlsx('Datasets', datasetCsvColumns, batches())) parts.push(part);

    const read = await readRecords(readXlsx(Buffer.concat(parts), { maxRows: rowCount }));

    expect(read.records).toHaveLength(rowCount);
    const differing = read.records.filter((record, index) =>
      datasetCsvColumns.some(
        (column, at) => (record.values as Record<string, string>)[column] !== rows[index]![at],
      ),
    );
    expect(differing.slice(0, 3)).toEqual([]);
    expect(read.records.at(-1)!.row).toBe(rowCount + 1);
  }, 60_000);
});
