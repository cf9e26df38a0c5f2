import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { formatNotOpen } from './format-not-open.js';

const judge = (resource = buildResource()) => formatNotOpen(resource, contextOf(resource));

describe('format-not-open', () => {
  it('passes CSV and GeoJSON', () => {
    expect(judge(buildResource({ format: 'CSV', url: 'https://example.jp/a.csv' }))).toBe(pass);
    expect(judge(buildResource({ format: 'GeoJSON', url: 'https://example.jp/a' }))).toBe(pass);
  });

  it('fails Excel, which only Excel-compatible software opens', () => {
    expect(judge(buildResource({ format: 'XLS', url: 'https://example.jp/a.xls' }))).toEqual({
      failed: true,
      detail: { format: 'XLS', stars: 2 },
    });
  });
});
