import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { tagsMissing } from './tags-missing.js';

describe('tags-missing', () => {
  it('passes a dataset with a tag', () => {
    expect(tagsMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails a dataset with no tag, or only empty ones', () => {
    expect(tagsMissing(buildDataset({ tags: [] }), datasetContext)).toMatchObject({ failed: true });
    expect(tagsMissing(buildDataset({ tags: [' '] }), datasetContext)).toMatchObject({
      failed: true,
    });
  });
});
