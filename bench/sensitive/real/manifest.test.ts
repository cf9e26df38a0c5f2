import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectedTypes, otherSubTypes } from '#contract/sensitive.js';
import { readFolds } from './folds.js';
import {
  holdsPersonalData,
  labelTypes,
  readDevelopmentManifest,
  readManifestFile,
  type LocatedRealFile,
  type RealFile,
} from './manifest.js';
import { readRealGrid } from './read-real-grid.js';
import { describeWithSharedTables } from './describe-with-shared-tables.js';
import { developmentTablesDirectory, sharedTablesDirectory } from './real-sets.js';

const knownTypes = new Set<string>([...detectedTypes, ...otherSubTypes]);
const sharedDirectory = sharedTablesDirectory();
const readSharedManifest = () => readManifestFile(path.join(sharedDirectory, 'manifest.json'));
const development = readDevelopmentManifest();
const cacheDirectory = developmentTablesDirectory();

function expectSourced(file: RealFile) {
  expect(file.source.repository, file.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
  expect(file.source.commit, file.file).toMatch(/^[0-9a-f]{40}$/);
  expect(file.source.path, file.file).not.toBe('');
  expect(file.licence.trim(), file.file).not.toBe('');
  expect(file.publisher.trim(), file.file).not.toBe('');
  expect(file.rows.trim(), file.file).not.toBe('');
  for (const column of file.columns) {
    expect(typeof column.personal, `${file.file}: ${column.header}`).toBe('boolean');
    for (const type of labelTypes(column))
      expect(knownTypes.has(type), `${file.file}: ${column.header} ${type}`).toBe(true);
  }
}

function expectLabelledUnderItsHeader(file: LocatedRealFile) {
  const { lines, headerCells } = readRealGrid(file);
  const width = Math.max(...lines.slice(file.headerLine ?? 0).map((line) => line.length));
  expect(file.columns.length, file.file).toBe(width);
  file.columns.forEach((column, index) => {
    const cell = headerCells[index] ?? '';
    expect(column.header, `${file.file} column ${index + 1}`).toBe(
      cell.trim() ? cell : `column ${index + 1}`,
    );
  });
}

describeWithSharedTables('the shared real tables (../shared/real-tables, which CI has)', () => {
  it('are all there, sourced and labelled under the header each file has', () => {
    const shared = readSharedManifest();
    expect(shared.length).toBeGreaterThanOrEqual(30);
    for (const file of shared) {
      expectSourced(file);
      expect(existsSync(path.join(sharedDirectory, 'files', file.file)), file.file).toBe(true);
      expectLabelledUnderItsHeader({ ...file, set: 'shared', directory: sharedDirectory });
    }
  });

  it('keep a Shift_JIS file in Shift_JIS', () => {
    const shiftJis = readSharedManifest().filter((file) => file.encoding === 'shift_jis');
    expect(shiftJis.length).toBeGreaterThan(0);
    for (const file of shiftJis) {
      const { bytes } = readRealGrid({ ...file, set: 'shared', directory: sharedDirectory });
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    }
  });
});

describe('the development set (labels committed, data in a local cache)', () => {
  it('holds at least 100 tables from at least 50 publishers, about half Japanese, each sourced and hashed', () => {
    expect(development.length).toBeGreaterThanOrEqual(100);
    expect(new Set(development.map((file) => file.publisher)).size).toBeGreaterThanOrEqual(50);
    const japanese = development.filter((file) => file.language === 'ja').length;
    expect(japanese / development.length).toBeGreaterThan(0.4);
    expect(japanese / development.length).toBeLessThan(0.6);
    for (const file of development) {
      expectSourced(file);
      expect(file.sha256, file.file).toMatch(/^[0-9a-f]{64}$/);
      expect(['people', 'things', 'mixed'], file.file).toContain(file.tableKind);
      expect(file.kind?.trim(), file.file).toBeTruthy();
    }
    expect(development.filter(holdsPersonalData).length).toBeGreaterThan(30);
    expect(development.filter((file) => !holdsPersonalData(file)).length).toBeGreaterThan(30);
  });

  it.skipIf(!existsSync(path.join(cacheDirectory, 'files')))(
    'is labelled under the header each cached file has',
    () => {
      for (const file of development)
        if (existsSync(path.join(cacheDirectory, 'files', file.file)))
          expectLabelledUnderItsHeader({ ...file, set: 'development', directory: cacheDirectory });
    },
  );
});

describeWithSharedTables('the folds of both sets', () => {
  it('puts every publisher of both sets in a fold, one in five in the test fold', () => {
    const folds = readFolds();
    const publishers = new Set([
      ...readSharedManifest().map((file) => folds.sharedPublishers[file.file]),
      ...development.map((file) => file.publisher),
    ]);
    for (const publisher of publishers)
      expect(folds.publishers[publisher!], publisher).toBeDefined();
    const tests = Object.values(folds.publishers).filter((fold) => fold === 'test').length;
    expect(tests).toBe(Math.round(Object.keys(folds.publishers).length / 5));
  });
});
