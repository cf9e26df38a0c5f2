import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { resourcesMissing } from './resources-missing.js';

describe('resources-missing', () => {
  it('passes a dataset with a resource', () => {
    expect(resourcesMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails a dataset with none', () => {
    expect(resourcesMissing(buildDataset({ resources: [] }), datasetContext)).toMatchObject({
      failed: true,
    });
  });
});
