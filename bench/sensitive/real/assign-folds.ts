/**
 * node --import tsx bench/sensitive/real/assign-folds.ts — puts one publisher in five (the shared
 * set and the development set pooled) into the frozen test fold and writes folds.json. Run once
 * before tuning; later runs only place publishers that are new.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assignFolds, foldsPath, publisherOf, readFolds, type FoldsFile } from './folds.js';
import { readDevelopmentManifest, readManifestFile } from './manifest.js';
import { sharedTablesDirectory } from './real-sets.js';

const folds: FoldsFile = existsSync(foldsPath)
  ? readFolds()
  : {
      seed: 'catalogue-steward/issue-26',
      rule: 'publishers ordered by sha256(seed, publisher); the first fifth form the test fold',
      sharedPublishers: {},
      publishers: {},
    };
const shared = readManifestFile(path.join(sharedTablesDirectory(), 'manifest.json'));
const missing = shared.filter((file) => !folds.sharedPublishers[file.file]);
if (missing.length)
  throw new Error(`name the publisher of ${missing.map((file) => file.file).join(', ')}`);
const publishers = [...shared, ...readDevelopmentManifest()].map((file) =>
  publisherOf(file, folds),
);
folds.publishers = assignFolds(folds.seed, publishers, folds.publishers);
writeFileSync(foldsPath, `${JSON.stringify(folds, null, 2)}\n`);
const tests = Object.values(folds.publishers).filter((fold) => fold === 'test').length;
console.log(`${Object.keys(folds.publishers).length} publishers, ${tests} in the test fold`);
