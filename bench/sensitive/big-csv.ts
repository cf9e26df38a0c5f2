import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Faker, en, ja, base } from '@faker-js/faker';
import { tunedDesigns } from './corpus/designs.js';
import { csvLine } from './corpus/generate.js';

/**
 * Writes a people table of about `targetBytes` (UTF-8 CSV): a block of faker rows, recombined
 * column by column with different strides so rows do not simply repeat. Fast: ~100 MB in seconds.
 */
export async function writeBigCsv(path: string, targetBytes: number, seed = 7): Promise<number> {
  const design = tunedDesigns.find((candidate) => candidate.id === 'ja-members')!;
  const faker = new Faker({ locale: [ja, en, base], seed });
  const blockSize = 5000;
  const block = Array.from({ length: blockSize }, (_, row) =>
    design.columns.map((column) => {
      const value = column.value(faker, row + 1);
      return typeof value === 'string' ? value : value.value;
    }),
  );
  const strides = design.columns.map(
    (_, index) => [1, 7, 13, 31, 61, 127, 251, 509, 1021][index % 9]!,
  );
  const out = createWriteStream(path);
  let bytes = 0;
  const header = csvLine(design.columns.map((column) => column.header)) + '\r\n';
  out.write(header);
  bytes += Buffer.byteLength(header);
  for (let row = 0; ; row++) {
    const line =
      csvLine(
        strides.map(
          (stride, column) =>
            block[(row * stride + Math.floor(row / blockSize)) % blockSize]![column]!,
        ),
      ) + '\r\n';
    const lineBytes = Buffer.byteLength(line);
    if (bytes + lineBytes > targetBytes) break;
    bytes += lineBytes;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}
