import { Readable } from 'node:stream';
import type { Finding, TableJudgementSummary } from '#server/engines/sensitive/index.js';
import { scanStream } from '#server/engines/sensitive/index.js';
import { storedMinLikelihood } from '#contract/sensitive.js';
import { foldOf, publisherOf, readFolds, type Fold } from './real/folds.js';
import type { LocatedRealFile } from './real/manifest.js';
import { readRealGrid, type RealGrid } from './real/read-real-grid.js';
import { tallyRealFile, type RealFileResult } from './real/tally-real-file.js';

export interface EvaluatedRealFile extends RealFileResult {
  file: LocatedRealFile;
  fold: Fold;
  publisher: string;
  /** The detector's judgement of the table's kind, with its evidence. */
  judgement?: TableJudgementSummary;
}

/**
 * Runs the detector over every real file as a check in the app does (the file's bytes, its name,
 * CKAN's format, findings kept from the stored minimum) and scores what a report shows by
 * default: findings at POSSIBLE and above.
 */
export async function evaluateRealFiles(
  files: readonly LocatedRealFile[],
): Promise<EvaluatedRealFile[]> {
  const folds = readFolds();
  const results: EvaluatedRealFile[] = [];
  for (const file of files) {
    const grid = readRealGrid(file);
    const result = await scanStream(
      Readable.from([grid.bytes]),
      { fileName: file.file, format: file.delimiter === '\t' ? 'TSV' : 'CSV' },
      { minLikelihood: storedMinLikelihood },
    );
    results.push({
      ...tallyRealFile(file, grid, (result.findings ?? []) as Finding[], 'POSSIBLE'),
      file,
      fold: foldOf(file, folds),
      publisher: publisherOf(file, folds),
      ...(result.tables[0] ? { judgement: result.tables[0] } : {}),
    });
  }
  return results;
}

/** Scores findings another tool made on the same grid, as the detector's are scored. */
export function evaluatePeerFindings(
  file: LocatedRealFile,
  grid: RealGrid,
  findings: readonly Finding[],
): EvaluatedRealFile {
  const folds = readFolds();
  return {
    ...tallyRealFile(file, grid, findings, 'POSSIBLE'),
    file,
    fold: foldOf(file, folds),
    publisher: publisherOf(file, folds),
  };
}
