import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { organisationMissing } from './organisation-missing.js';

describe('organisation-missing', () => {
  it('passes a dataset with an organisation', () => {
    expect(organisationMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails a dataset without one', () => {
    expect(organisationMissing(buildDataset({ organisation: null }), datasetContext)).toMatchObject(
      {
        failed: true,
      },
    );
  });
});
