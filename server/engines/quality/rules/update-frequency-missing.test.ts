import { describe, expect, it } from 'vitest';
import { buildDataset, datasetContext } from '../test-support/invented-datasets.js';
import { pass } from '../verdict.js';
import { updateFrequencyMissing } from './update-frequency-missing.js';

describe('update-frequency-missing', () => {
  it('passes a declared frequency, even an irregular one', () => {
    expect(updateFrequencyMissing(buildDataset({ updateFrequency: '随時' }), datasetContext)).toBe(
      pass,
    );
  });

  it('fails a dataset that declares none', () => {
    expect(
      updateFrequencyMissing(buildDataset({ updateFrequency: null }), datasetContext),
    ).toMatchObject({ failed: true });
  });
});
