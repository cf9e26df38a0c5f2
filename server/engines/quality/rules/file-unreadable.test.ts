import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { fileUnreadable } from './file-unreadable.js';

const judge = (resource = buildResource()) => fileUnreadable(resource, contextOf(resource));

describe('file-unreadable', () => {
  it('passes a table, and a file that is no table but opens', () => {
    expect(judge()).toBe(pass);
    expect(judge(buildResource({ profile: { kind: 'not-a-table', format: 'pdf' } }))).toBe(pass);
  });

  it('fails a file that could not be read, with the reason', () => {
    expect(
      judge(buildResource({ profile: { kind: 'unreadable', reason: 'parse-failed' } })),
    ).toEqual({ failed: true, detail: { reason: 'parse-failed' } });
  });

  it('is not judged without a downloaded file', () => {
    expect(judge(buildResource({ profile: null }))).toBe(skip);
  });
});
