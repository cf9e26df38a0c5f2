import { describe, expect, it } from 'vitest';
import { buildResource, buildTableProfile, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { fileEncodingUnknown } from './file-encoding-unknown.js';

const judge = (resource = buildResource()) => fileEncodingUnknown(resource, contextOf(resource));

describe('file-encoding-unknown', () => {
  it('passes UTF-8 and Shift_JIS', () => {
    expect(judge(buildResource({ profile: buildTableProfile({ encoding: 'utf-8' }) }))).toBe(pass);
    expect(judge(buildResource({ profile: buildTableProfile({ encoding: 'shift_jis' }) }))).toBe(
      pass,
    );
  });

  it('fails a table whose bytes decode in no known encoding', () => {
    expect(
      judge(buildResource({ profile: buildTableProfile({ encoding: 'unknown' }) })),
    ).toMatchObject({ failed: true });
  });

  it('is not judged for a workbook (no text encoding) or without a table', () => {
    expect(
      judge(buildResource({ profile: buildTableProfile({ format: 'xlsx', encoding: undefined }) })),
    ).toBe(skip);
    expect(judge(buildResource({ profile: null }))).toBe(skip);
  });
});
