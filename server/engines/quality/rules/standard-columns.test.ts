import { describe, expect, it } from 'vitest';
import { buildResource, contextOf } from '../test-support/invented-datasets.js';
import { pass, skip } from '../verdict.js';
import { standardColumns } from './standard-columns.js';

const judge = (resource = buildResource()) => standardColumns(resource, contextOf(resource));

describe('standard-columns', () => {
  it("passes a file whose header matches its standard's", () => {
    const conformance = { standardId: 'aed', columnDifferences: 0, cellDifferences: 5 } as const;
    expect(judge(buildResource({ conformance }))).toBe(pass);
  });

  it('fails header differences, naming the standard and their number', () => {
    const conformance = { standardId: 'aed', columnDifferences: 2, cellDifferences: 0 } as const;
    expect(judge(buildResource({ conformance }))).toEqual({
      failed: true,
      detail: { standard: 'aed', differences: 2 },
    });
  });

  it('is not judged for a dataset that claims no standard', () => {
    expect(judge(buildResource({ conformance: null }))).toBe(skip);
  });
});
