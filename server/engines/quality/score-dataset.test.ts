import { describe, expect, it } from 'vitest';
import { qualityRules } from './rule-table.js';
import { scoreDataset } from './score-dataset.js';
import {
  buildDataset,
  buildResource,
  buildTableProfile,
  testNow,
} from './test-support/invented-datasets.js';

const options = { now: testNow };

describe('scoring a dataset', () => {
  it('gives 100 and no failure to a dataset that passes every rule', () => {
    expect(scoreDataset(buildDataset(), options)).toEqual({
      score: 100,
      failed: [],
      stars: [{ resourceId: 'resource-1', stars: 3 }],
    });
  });

  it('has weights that add up to 100, one entry per rule id', () => {
    expect(qualityRules.reduce((sum, rule) => sum + rule.weight, 0)).toBe(100);
    expect(new Set(qualityRules.map((rule) => rule.id)).size).toBe(qualityRules.length);
  });

  it('takes off the weight of a failed dataset rule, and lists it', () => {
    const result = scoreDataset(buildDataset({ notes: '' }), options);
    expect(result.score).toBe(92);
    expect(result.failed).toEqual([{ rule: 'description-missing' }]);
  });

  it('takes off a resource rule in proportion to the resources failing it, naming each', () => {
    const dataset = buildDataset({
      resources: [
        buildResource({ id: 'a' }),
        buildResource({ id: 'b', linkStatus: 'dead' }),
        buildResource({ id: 'c' }),
        buildResource({ id: 'd' }),
      ],
    });
    const result = scoreDataset(dataset, options);
    // link-dead (10) earns 3/4 of its weight; the standard rules (4) do not apply.
    expect(result.score).toBe(Math.round(((96 - 2.5) * 100) / 96));
    expect(result.failed).toEqual([{ rule: 'link-dead', resourceId: 'b' }]);
    expect(result.stars.map((entry) => entry.stars)).toEqual([3, 0, 3, 3]);
  });

  it('leaves rules that do not apply out of the total instead of counting them as passed', () => {
    // Nothing checked yet: link, personal data, file and standard rules do not apply.
    const unchecked = buildResource({
      format: 'PDF',
      url: 'https://example.jp/a.pdf',
      linkStatus: null,
      sensitiveCount: null,
      profile: null,
    });
    const result = scoreDataset(buildDataset({ resources: [unchecked] }), options);
    // Applicable: the dataset rules (58) and the two format rules (8), both failed by a PDF.
    expect(result.score).toBe(Math.round((58 * 100) / 66));
    expect(result.failed.map((failure) => failure.rule)).toEqual([
      'format-not-machine-readable',
      'format-not-open',
    ]);
  });

  it('scores a poor dataset low and lists every failure with its parameters', () => {
    const dataset = buildDataset({
      title: '',
      notes: '',
      licenseId: 'other-closed',
      licenceOpen: false,
      tags: [],
      organisation: null,
      maintainer: null,
      maintainerEmail: null,
      updateFrequency: '毎月',
      metadataModified: new Date(testNow - 400 * 86_400_000),
      resources: [
        buildResource({
          format: 'xlsx',
          url: 'https://example.jp/list.xlsx',
          sensitiveCount: 4,
          profile: buildTableProfile({
            format: 'xlsx',
            encoding: undefined,
            headerRow: false,
            columns: [],
            raggedRows: [5],
            raggedRowCount: 1,
          }),
          conformance: { standardId: 'aed', columnDifferences: 1, cellDifferences: 3 },
        }),
      ],
    });
    const result = scoreDataset(dataset, options);
    expect(result.failed).toEqual([
      { rule: 'title-missing' },
      { rule: 'description-missing' },
      { rule: 'licence-not-open', detail: { licence: 'other-closed' } },
      { rule: 'tags-missing' },
      { rule: 'organisation-missing' },
      { rule: 'contact-missing' },
      { rule: 'stale', detail: { ageDays: 400, periodDays: 31 } },
      { rule: 'personal-data', resourceId: 'resource-1', detail: { findings: 4 } },
      { rule: 'format-not-open', resourceId: 'resource-1', detail: { format: 'XLSX', stars: 2 } },
      { rule: 'file-no-header', resourceId: 'resource-1' },
      { rule: 'file-ragged-rows', resourceId: 'resource-1', detail: { count: 1, firstRow: 5 } },
      {
        rule: 'standard-columns',
        resourceId: 'resource-1',
        detail: { standard: 'aed', differences: 1 },
      },
      {
        rule: 'standard-values',
        resourceId: 'resource-1',
        detail: { standard: 'aed', differences: 3 },
      },
    ]);
    // Earned: licence-missing 8, update-frequency-missing 5, resources-missing 4, link-dead 10,
    // format-not-machine-readable 5, file-unreadable 3, file-blank-rows 1 = 36 of 98 applicable
    // (file-encoding-unknown does not apply to a workbook).
    expect(result.score).toBe(Math.round((36 * 100) / 98));
    // A closed licence takes every resource to 0 stars, as ckanext-qa does.
    expect(result.stars).toEqual([{ resourceId: 'resource-1', stars: 0 }]);
  });

  it('gives a dataset without resources the score of its dataset rules', () => {
    const result = scoreDataset(buildDataset({ resources: [] }), options);
    expect(result.failed).toEqual([{ rule: 'resources-missing' }]);
    expect(result.score).toBe(Math.round((54 * 100) / 58));
  });
});
