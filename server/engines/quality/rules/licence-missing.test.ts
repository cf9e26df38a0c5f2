import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { licenceMissing } from './licence-missing.js';

describe('licence-missing', () => {
  it('passes a dataset with a licence', () => {
    expect(licenceMissing(buildDataset(), datasetContext)).toBe(pass);
  });

  it("fails no licence, and CKAN's 'License not specified'", () => {
    expect(licenceMissing(buildDataset({ licenseId: null }), datasetContext)).toMatchObject({
      failed: true,
    });
    expect(
      licenceMissing(buildDataset({ licenseId: 'notspecified' }), datasetContext),
    ).toMatchObject({ failed: true });
  });
});
