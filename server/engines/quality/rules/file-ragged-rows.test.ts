import { describe, expect, it } from 'vitest';
import { buildResource, buildTableProfile, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { fileRaggedRows } from './file-ragged-rows.js';

const judge = (resource = buildResource()) => fileRaggedRows(resource, contextOf(resource));

describe('file-ragged-rows', () => {
  it('passes a table whose rows all have the header width', () => {
    expect(judge()).toBe(pass);
  });

  it('fails ragged rows, with their count and the first one', () => {
    const profile = buildTableProfile({ raggedRows: [4, 9], raggedRowCount: 2 });
    expect(judge(buildResource({ profile }))).toEqual({
      failed: true,
      detail: { count: 2, firstRow: 4 },
    });
  });

  it('is not judged without a table', () => {
    expect(judge(buildResource({ profile: null }))).toBe(skip);
  });
});
