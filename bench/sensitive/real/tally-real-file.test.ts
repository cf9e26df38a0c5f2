import { describe, expect, it } from 'vitest';
import type { Finding } from '#server/engines/sensitive/index.js';
import type { RealFile } from './manifest.js';
import { tallyRealFile } from './tally-real-file.js';

// An invented register: a name column that is personal, an office phone that is not.
const file: RealFile = {
  file: 'invented.csv',
  language: 'en',
  encoding: 'utf-8',
  header: true,
  source: { repository: 'example/example', commit: '0'.repeat(40), path: 'invented.csv' },
  licence: 'invented for a test',
  publisher: 'nobody',
  rows: 'all',
  columns: [
    { header: 'Name', type: 'PERSON_NAME', personal: true },
    { header: 'Office phone', type: 'PHONE_NUMBER', personal: false },
  ],
};
const lines = [
  ['Name', 'Office phone'],
  ['Ada Quill', '020 7946 0000'],
  ['Bo Fenwick', 'NA'],
];
const grid = { headerCells: lines[0]!, dataRows: lines.slice(1) };
const finding = (row: number, column: string, type: Finding['type']): Finding => ({
  row,
  column,
  type,
  likelihood: 'LIKELY',
  sensitivity: 'SENSITIVITY_MODERATE',
  quote: '',
});

describe('scoring one real file', () => {
  it('counts a personal cell found as a hit, one not found as a miss, and a finding on an office phone as a false alarm', () => {
    const result = tallyRealFile(
      file,
      grid,
      [finding(1, 'Name', 'PERSON_NAME'), finding(1, 'Office phone', 'PHONE_NUMBER')],
      'POSSIBLE',
    );
    expect(result.counts).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(result.falseAlarmCells).toBe(1);
    // The NA placeholder is not a cell anyone could flag.
    expect(result.nonPersonalCells).toBe(1);
    expect(result.missesBy.get('Name: PERSON_NAME')).toBe(1);
  });

  it('ignores findings below the minimum likelihood', () => {
    const unlikely = { ...finding(1, 'Name', 'PERSON_NAME'), likelihood: 'UNLIKELY' as const };
    expect(tallyRealFile(file, grid, [unlikely], 'POSSIBLE').counts).toEqual({
      tp: 0,
      fp: 0,
      fn: 2,
    });
  });

  it('puts findings back on their cells when the detector missed the header', () => {
    // Without a header the detector names columns `column N` and counts the header line as row 1.
    const result = tallyRealFile(
      file,
      grid,
      [finding(2, 'column 1', 'PERSON_NAME'), finding(3, 'column 1', 'PERSON_NAME')],
      'POSSIBLE',
    );
    expect(result.headerReading).toBe('missed the header');
    expect(result.counts).toEqual({ tp: 2, fp: 0, fn: 0 });
  });

  it('counts a personal cell found with another type as a strict miss but a lenient hit', () => {
    const result = tallyRealFile(file, grid, [finding(1, 'Name', 'LOCATION')], 'POSSIBLE');
    expect(result.counts).toEqual({ tp: 0, fp: 1, fn: 2 });
    expect(result.lenient).toEqual({ tp: 1, fp: 0, fn: 1 });
    // A wrong type on a personal cell is no false alarm: the cell is someone's.
    expect(result.falseAlarmCells).toBe(0);
  });

  it('scores the rows a label excepts as non-personal cells', () => {
    const withCompany: RealFile = {
      ...file,
      columns: [{ ...file.columns[0]!, exceptRows: [2] }, file.columns[1]!],
    };
    const rows = [
      ['Ada Quill', 'NA'],
      ['Harland Printing', 'NA'],
    ];
    const result = tallyRealFile(
      withCompany,
      { headerCells: lines[0]!, dataRows: rows },
      [finding(1, 'Name', 'PERSON_NAME'), finding(2, 'Name', 'PERSON_NAME')],
      'POSSIBLE',
    );
    expect(result.counts).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(result.falseAlarmCells).toBe(1);
    expect(result.nonPersonalCells).toBe(1);
  });
});
