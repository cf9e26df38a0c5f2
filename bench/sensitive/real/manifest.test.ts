import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectedTypes, otherSubTypes } from '../../../contract/sensitive.js';
import { holdsPersonalData, labelTypes, readRealManifest, realSetDirectory } from './manifest.js';
import { readRealGrid } from './read-real-grid.js';

const files = readRealManifest();
const knownTypes = new Set<string>([...detectedTypes, ...otherSubTypes]);

describe('the real-table label file', () => {
  it('lists every stored file once, and only stored files', () => {
    const stored = readdirSync(`${realSetDirectory}files`).sort();
    const listed = files.map((file) => file.file).sort();
    expect(listed).toEqual(stored);
    expect(new Set(listed).size).toBe(listed.length);
    for (const name of listed) expect(existsSync(`${realSetDirectory}files/${name}`)).toBe(true);
  });

  it('says where each file comes from and under which licence', () => {
    for (const file of files) {
      expect(file.source.repository, file.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(file.source.commit, file.file).toMatch(/^[0-9a-f]{40}$/);
      expect(file.source.path, file.file).not.toBe('');
      expect(file.licence.trim(), file.file).not.toBe('');
      expect(file.publisher.trim(), file.file).not.toBe('');
      expect(file.rows.trim(), file.file).not.toBe('');
    }
  });

  it('labels every column of every file, under the header the file has', () => {
    for (const file of files) {
      const { lines } = readRealGrid(file);
      const width = Math.max(...lines.map((line) => line.length));
      expect(file.columns.length, file.file).toBe(width);
      file.columns.forEach((column, index) => {
        const cell = file.header ? (lines[0]?.[index] ?? '') : '';
        expect(column.header, `${file.file} column ${index + 1}`).toBe(
          cell.trim() ? cell : `column ${index + 1}`,
        );
        expect(typeof column.personal, `${file.file}: ${column.header}`).toBe('boolean');
        for (const type of labelTypes(column))
          expect(knownTypes.has(type), `${file.file}: ${column.header} ${type}`).toBe(true);
      });
    }
  });

  it('holds at least 30 tables, with and without personal data, and names one payroll as the largest', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.filter(holdsPersonalData).length).toBeGreaterThan(0);
    expect(files.filter((file) => !holdsPersonalData(file)).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.largestPayroll)).toHaveLength(1);
    expect(new Set(files.map((file) => file.language))).toEqual(new Set(['ja', 'en']));
  });

  it('keeps a Shift_JIS file in Shift_JIS', () => {
    const shiftJis = files.filter((file) => file.encoding === 'shift_jis');
    expect(shiftJis.length).toBeGreaterThan(0);
    for (const file of shiftJis) {
      const { bytes } = readRealGrid(file);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    }
  });
});
