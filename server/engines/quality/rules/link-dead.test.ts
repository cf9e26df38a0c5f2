import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { linkDead } from './link-dead.js';

const judge = (resource = buildResource()) => linkDead(resource, contextOf(resource));

describe('link-dead', () => {
  it('passes a live link and fails a dead one', () => {
    expect(judge(buildResource({ linkStatus: 'alive' }))).toBe(pass);
    expect(judge(buildResource({ linkStatus: 'dead' }))).toMatchObject({ failed: true });
  });

  it('is not judged before a check, or when the check could not tell', () => {
    expect(judge(buildResource({ linkStatus: null }))).toBe(skip);
    expect(judge(buildResource({ linkStatus: 'unknown' }))).toBe(skip);
  });
});
