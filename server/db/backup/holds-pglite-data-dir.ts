import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

const blockSize = 512;

/**
 * Whether a gzip file is a tar of a PostgreSQL data folder (PGlite's dumpDataDir): one of its
 * entries is PG_VERSION. Reads tar headers only, and stops at the first match.
 */
export async function holdsPgliteDataDir(file: string): Promise<boolean> {
  const stream = createReadStream(file).pipe(createGunzip());
  let pending = Buffer.alloc(0);
  let skip = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (skip > 0) {
          const skipped = Math.min(skip, pending.length);
          pending = pending.subarray(skipped);
          skip -= skipped;
          if (skip > 0) break;
        }
        if (pending.length < blockSize) break;
        const header = pending.subarray(0, blockSize);
        pending = pending.subarray(blockSize);
        const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
        if (name === '') return false;
        if (name.replace(/^\/+/, '').split('/').at(-1) === 'PG_VERSION') return true;
        const size = Number.parseInt(header.subarray(124, 136).toString('latin1').trim(), 8) || 0;
        skip = Math.ceil(size / blockSize) * blockSize;
      }
    }
    return false;
  } catch {
    return false;
  } finally {
    stream.destroy();
  }
}
