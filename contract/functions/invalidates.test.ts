import { describe, expect, it } from 'vitest';
import { allFunctionContracts } from './index.js';

/**
 * The web refreshes after a write exactly the reads its contract names in `invalidates`: a name
 * that is no function (a typo, a renamed read) would silently leave a stale screen.
 */
describe('cache rules on the contracts', () => {
  const names = new Set(allFunctionContracts.map((contract) => contract.name));

  it('name only functions that exist', () => {
    const unknown = allFunctionContracts.flatMap((contract) =>
      contract.invalidates
        .filter((name) => !names.has(name))
        .map((name) => `${contract.name} → ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('refresh what a dataset edit changes after every edit of a dataset or its resources', () => {
    for (const name of [
      'datasets.create',
      'datasets.update',
      'datasets.sync',
      'resources.create',
      'resources.remove',
    ]) {
      const contract = allFunctionContracts.find((candidate) => candidate.name === name);
      expect(contract?.invalidates, name).toEqual(
        expect.arrayContaining(['datasets.list', 'histories.list', 'events.list']),
      );
    }
  });
});
