import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { standardValues } from './standard-values.js';

const judge = (resource = buildResource()) => standardValues(resource, contextOf(resource));

describe('standard-values', () => {
  it('passes a file whose cells all have the shapes the standard fixes', () => {
    const conformance = { standardId: 'events', columnDifferences: 3, cellDifferences: 0 } as const;
    expect(judge(buildResource({ conformance }))).toBe(pass);
  });

  it('fails cell differences, naming the standard and their number', () => {
    const conformance = {
      standardId: 'events',
      columnDifferences: 0,
      cellDifferences: 12,
    } as const;
    expect(judge(buildResource({ conformance }))).toEqual({
      failed: true,
      detail: { standard: 'events', differences: 12 },
    });
  });

  it('is not judged for a dataset that claims no standard', () => {
    expect(judge(buildResource())).toBe(skip);
  });
});
