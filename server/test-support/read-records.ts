import type { CsvRecord, ReadCsv } from '../engines/csv/index.js';

/** Every record of a list read from a file, its batches joined (for tests of the readers). */
export async function readRecords(
  list: ReadCsv | Promise<ReadCsv>,
): Promise<{ kind: string; encoding: string; records: CsvRecord<string>[] }> {
  const { kind, encoding, batches } = await list;
  const records: CsvRecord<string>[] = [];
  for await (const batch of batches as AsyncIterable<CsvRecord<string>[]>) records.push(...batch);
  return { kind, encoding, records };
}
