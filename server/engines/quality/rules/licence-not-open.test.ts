import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { licenceNotOpen } from './licence-not-open.js';

describe('licence-not-open', () => {
  it('passes a licence the catalogue calls open', () => {
    expect(licenceNotOpen(buildDataset(), datasetContext)).toBe(pass);
  });

  it('fails a licence that is not open, naming it', () => {
    expect(
      licenceNotOpen(buildDataset({ licenseId: 'cc-nc', licenceOpen: false }), datasetContext),
    ).toEqual({ failed: true, detail: { licence: 'cc-nc' } });
  });

  it('is not judged without a licence, or for a licence the list does not know', () => {
    expect(licenceNotOpen(buildDataset({ licenseId: null }), datasetContext)).toBe(skip);
    expect(
      licenceNotOpen(buildDataset({ licenseId: 'city-rules', licenceOpen: null }), datasetContext),
    ).toBe(skip);
  });
});
