import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root.js';

interface CoverageRow {
  id: string;
  status: string;
  tests: string[];
  note: string;
}

/** No UNTESTED: a requirement built without a test is not done. */
const statuses = new Set(['DONE', 'PARTIAL', 'MISSING', 'DIFFERENT']);

/** The rows of the table in docs/spec-coverage.md: `| id | § | requirement | status | tests | note |`. */
function readCoverage(): CoverageRow[] {
  const text = readFileSync(path.join(projectRoot, 'docs/spec-coverage.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => /^\| R\d+ \|/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return {
        id: cells[0] ?? '',
        status: cells[3] ?? '',
        tests: [...(cells[4] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
        note: cells[5] ?? '',
      };
    });
}

describe('docs/spec-coverage.md', () => {
  const rows = readCoverage();

  it('lists every spec requirement once, R001 to R267, each with a known status', () => {
    expect(rows.map((row) => row.id)).toEqual(
      Array.from({ length: 267 }, (_, index) => `R${String(index + 1).padStart(3, '0')}`),
    );
    expect(rows.filter((row) => !statuses.has(row.status))).toEqual([]);
  });

  it('names at least one test for every DONE requirement', () => {
    expect(rows.filter((row) => row.status === 'DONE' && row.tests.length === 0)).toEqual([]);
  });

  it('names only test files that exist', () => {
    const missing = rows.flatMap((row) =>
      row.tests
        .filter(
          (file) => !/\.(test|e2e)\.tsx?$/.test(file) || !existsSync(path.join(projectRoot, file)),
        )
        .map((file) => `${row.id}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives the reason for every requirement not done as the spec says', () => {
    const unexplained = rows.filter((row) => row.status !== 'DONE' && row.note === '');
    expect(unexplained.map((row) => row.id)).toEqual([]);
  });
});
