import { Readable } from 'node:stream';
import type { Finding } from '../../server/engines/sensitive/index.js';
import { scanStream } from '../../server/engines/sensitive/index.js';
import { storedMinLikelihood } from '../../contract/sensitive.js';
import { readRealManifest } from './real/manifest.js';
import { readRealGrid } from './real/read-real-grid.js';
import { tallyRealFile, type RealFileResult } from './real/tally-real-file.js';

/**
 * Runs the detector over every real file as a check in the app does (the file's bytes, its name,
 * CKAN's format, findings kept from the stored minimum) and scores what a report shows by
 * default: findings at POSSIBLE and above.
 */
export async function evaluateRealSet(): Promise<RealFileResult[]> {
  const results: RealFileResult[] = [];
  for (const file of readRealManifest()) {
    const grid = readRealGrid(file);
    const result = await scanStream(
      Readable.from([grid.bytes]),
      { fileName: file.file, format: 'CSV' },
      { minLikelihood: storedMinLikelihood },
    );
    results.push(tallyRealFile(file, grid, (result.findings ?? []) as Finding[], 'POSSIBLE'));
  }
  return results;
}
