import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { realSetDirectory, type RealFile } from './manifest.js';

/**
 * Which publishers' tables form the frozen test fold. Written once by `assign-folds.ts` before
 * any tuning and committed: rules are tuned on the development folds only, and the test fold is
 * reported as it comes out.
 */
export interface FoldsFile {
  seed: string;
  rule: string;
  /** The shared set's labels name datasets, not publishers: the publisher of each shared file. */
  sharedPublishers: Record<string, string>;
  /** Publisher → fold. */
  publishers: Record<string, Fold>;
}

export type Fold = 'development' | 'test';

export const foldsPath = `${realSetDirectory}folds.json`;

export function readFolds(): FoldsFile {
  return JSON.parse(readFileSync(foldsPath, 'utf8')) as FoldsFile;
}

/** The publisher a table is grouped by: the shared set's mapping, else its own label. */
export function publisherOf(file: Pick<RealFile, 'file' | 'publisher'>, folds: FoldsFile): string {
  return folds.sharedPublishers[file.file] ?? file.publisher;
}

export function foldOf(file: Pick<RealFile, 'file' | 'publisher'>, folds: FoldsFile): Fold {
  const fold = folds.publishers[publisherOf(file, folds)];
  if (!fold) throw new Error(`${file.file}: its publisher has no fold; run assign-folds.ts`);
  return fold;
}

/** A publisher's place in the seeded order: the same publisher always draws the same number. */
export function drawOf(seed: string, publisher: string): string {
  return createHash('sha256').update(`${seed}\u0000${publisher}`).digest('hex');
}

/**
 * Puts one publisher in five into the test fold: publishers are ordered by their seeded draw and
 * the first fifth are test. Publishers already assigned keep their fold, so a later table from a
 * new publisher never moves an old one; new publishers fill the test fold up to one in five.
 */
export function assignFolds(
  seed: string,
  publishers: readonly string[],
  existing: Record<string, Fold> = {},
): Record<string, Fold> {
  const assigned: Record<string, Fold> = { ...existing };
  const all = [...new Set([...Object.keys(existing), ...publishers])];
  const wanted = Math.round(all.length / 5);
  const fresh = all
    .filter((publisher) => !(publisher in assigned))
    .sort((a, b) => drawOf(seed, a).localeCompare(drawOf(seed, b)));
  let tests = Object.values(assigned).filter((fold) => fold === 'test').length;
  for (const publisher of fresh) {
    assigned[publisher] = tests < wanted ? 'test' : 'development';
    if (assigned[publisher] === 'test') tests++;
  }
  return Object.fromEntries(Object.entries(assigned).sort(([a], [b]) => a.localeCompare(b)));
}
