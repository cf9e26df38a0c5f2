import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { personalData } from './personal-data.js';

const judge = (resource = buildResource()) => personalData(resource, contextOf(resource));

describe('personal-data', () => {
  it('passes a file the check found clean', () => {
    expect(judge(buildResource({ sensitiveCount: 0 }))).toBe(pass);
  });

  it('fails a file with findings, with their number', () => {
    expect(judge(buildResource({ sensitiveCount: 7 }))).toEqual({
      failed: true,
      detail: { findings: 7 },
    });
  });

  it('is not judged when no check ran', () => {
    expect(judge(buildResource({ sensitiveCount: null }))).toBe(skip);
  });
});
