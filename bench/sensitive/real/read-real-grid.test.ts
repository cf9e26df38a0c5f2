import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LocatedRealFile } from './manifest.js';
import { readRealGrid } from './read-real-grid.js';

const directory = mkdtempSync(path.join(tmpdir(), 'real-grid-'));
mkdirSync(path.join(directory, 'files'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function located(file: string, bytes: string): LocatedRealFile {
  writeFileSync(path.join(directory, 'files', file), bytes);
  return {
    file,
    language: 'ja',
    encoding: 'utf-8',
    header: true,
    source: { repository: 'example/tables', commit: '0'.repeat(40), path: file },
    licence: 'invented',
    publisher: 'invented',
    rows: 'all',
    columns: [],
    set: 'development',
    directory,
  };
}

describe('reading a real table as the detector does', () => {
  it('reads a header ended by CRLF and rows ended by LF as separate rows', () => {
    const grid = readRealGrid(
      located('mixed.csv', '名称,所在地_町字\r\n東桜公園,東桜一丁目\n大須公園,大須二丁目\n'),
    );
    expect(grid.headerCells).toEqual(['名称', '所在地_町字']);
    expect(grid.dataRows.filter((row) => row.some(Boolean))).toEqual([
      ['東桜公園', '東桜一丁目'],
      ['大須公園', '大須二丁目'],
    ]);
  });
});
