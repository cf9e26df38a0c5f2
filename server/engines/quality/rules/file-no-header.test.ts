import { describe, expect, it } from 'vitest';
import { buildResource, buildTableProfile, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { fileNoHeader } from './file-no-header.js';

const judge = (resource = buildResource()) => fileNoHeader(resource, contextOf(resource));

describe('file-no-header', () => {
  it('passes a table whose first row names its columns', () => {
    expect(judge()).toBe(pass);
  });

  it('fails a table without a header row', () => {
    expect(
      judge(buildResource({ profile: buildTableProfile({ headerRow: false, columns: [] }) })),
    ).toMatchObject({ failed: true });
  });

  it('is not judged for a file that is not a table', () => {
    expect(judge(buildResource({ profile: { kind: 'not-a-table', format: 'pdf' } }))).toBe(skip);
  });
});
