import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { formatNotMachineReadable } from './format-not-machine-readable.js';

const judge = (resource = buildResource()) =>
  formatNotMachineReadable(resource, contextOf(resource));

describe('format-not-machine-readable', () => {
  it('passes CSV and Excel', () => {
    expect(judge(buildResource({ format: 'CSV', url: 'https://example.jp/a.csv' }))).toBe(pass);
    expect(judge(buildResource({ format: 'XLSX', url: 'https://example.jp/a.xlsx' }))).toBe(pass);
  });

  it('fails a PDF, naming the format and its stars', () => {
    expect(judge(buildResource({ format: 'PDF', url: 'https://example.jp/a.pdf' }))).toEqual({
      failed: true,
      detail: { format: 'PDF', stars: 1 },
    });
  });

  it('fails a resource whose format nothing names (1 star)', () => {
    expect(judge(buildResource({ format: '', url: 'https://example.jp/get?id=1' }))).toEqual({
      failed: true,
      detail: { stars: 1 },
    });
  });
});
