import { describe, expect, it } from 'vitest';
import { buildDataset, buildResource, datasetContext } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { stale } from './stale.js';

const daysBeforeNow = (days: number) => new Date(datasetContext.now - days * 86_400_000);

describe('stale', () => {
  it('passes monthly data changed 40 days ago (within a month and a half)', () => {
    expect(
      stale(
        buildDataset({ updateFrequency: '毎月', metadataModified: daysBeforeNow(40) }),
        datasetContext,
      ),
    ).toBe(pass);
  });

  it('fails monthly data last changed 60 days ago, with its age and period', () => {
    expect(
      stale(
        buildDataset({ updateFrequency: '毎月', metadataModified: daysBeforeNow(60) }),
        datasetContext,
      ),
    ).toEqual({ failed: true, detail: { ageDays: 60, periodDays: 31 } });
  });

  it("counts a resource's later modification as the dataset's", () => {
    const dataset = buildDataset({
      updateFrequency: 'annual',
      metadataModified: daysBeforeNow(900),
      resources: [buildResource({ lastModified: daysBeforeNow(100) })],
    });
    expect(stale(dataset, datasetContext)).toBe(pass);
  });

  it('is not judged for irregular or unreadable frequencies, or without a date', () => {
    const old = daysBeforeNow(3000);
    expect(
      stale(buildDataset({ updateFrequency: '随時', metadataModified: old }), datasetContext),
    ).toBe(skip);
    expect(
      stale(buildDataset({ updateFrequency: 'たまに', metadataModified: old }), datasetContext),
    ).toBe(skip);
    expect(
      stale(
        buildDataset({
          metadataModified: null,
          resources: [buildResource({ lastModified: null })],
        }),
        datasetContext,
      ),
    ).toBe(skip);
  });
});
