import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { titleMissing } from './title-missing.js';

describe('title-missing', () => {
  it('passes a dataset with a title', () => {
    expect(titleMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails an empty title, or one of ideographic spaces only', () => {
    expect(titleMissing(buildDataset({ title: '' }), datasetContext)).toMatchObject({
      failed: true,
    });
    expect(titleMissing(buildDataset({ title: '　 ' }), datasetContext)).toMatchObject({
      failed: true,
    });
  });
});
