import { describe, expect, it } from 'vitest';
import { buildResource, buildTableProfile, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { fileBlankRows } from './file-blank-rows.js';

const judge = (resource = buildResource()) => fileBlankRows(resource, contextOf(resource));

describe('file-blank-rows', () => {
  it('passes a table without blank rows', () => {
    expect(judge()).toBe(pass);
  });

  it('fails blank rows, with their count and the first one', () => {
    const profile = buildTableProfile({ blankRows: [3], blankRowCount: 1 });
    expect(judge(buildResource({ profile }))).toEqual({
      failed: true,
      detail: { count: 1, firstRow: 3 },
    });
  });

  it('is not judged for a file that could not be read', () => {
    expect(judge(buildResource({ profile: { kind: 'unreadable', reason: 'too-large' } }))).toBe(
      skip,
    );
  });
});
