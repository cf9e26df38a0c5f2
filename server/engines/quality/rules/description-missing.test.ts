import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { descriptionMissing } from './description-missing.js';

describe('description-missing', () => {
  it('passes a dataset with a description', () => {
    expect(descriptionMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails a dataset whose notes are empty', () => {
    expect(descriptionMissing(buildDataset({ notes: ' \n' }), datasetContext)).toMatchObject({
      failed: true,
    });
  });
});
