import { expect, it } from 'vitest';
import { evaluateRealFiles } from '../evaluate-real.js';
import { describeWithSharedTables } from './describe-with-shared-tables.js';
import { loadRealSets } from './real-sets.js';
import { realFigures } from './real-figures.js';

// The 30 shared tables are in CI (../shared/real-tables); the development set's cache is not, and
// its absence must not fail anything. A clone with nothing beside it skips this with one line.
describeWithSharedTables('evaluating the detector on the shared real tables', () => {
  it('scores every shared table, judges its kind with evidence, and keeps the detector ahead', async () => {
    const sets = loadRealSets();
    const shared = sets.status.find((status) => status.set === 'shared')!;
    expect(shared.missing).toEqual([]);
    const files = sets.files.filter((file) => file.set === 'shared');
    expect(files.length).toBe(shared.listed);
    const results = await evaluateRealFiles(files);
    for (const result of results) {
      expect(result.judgement, result.file.file).toBeDefined();
      expect(['development', 'test']).toContain(result.fold);
    }
    // Tables of things are judged so on their evidence (organisation names, coordinates, counts).
    const things = results.filter((result) => result.judgement?.rows === 'things');
    expect(things.length).toBeGreaterThan(5);
    for (const result of things) expect(result.judgement!.evidence.length).toBeGreaterThan(0);
    const figures = realFigures(results);
    expect(figures.strict.f1).toBeGreaterThan(0.9);
    expect(figures.falseAlarmsPer1k).toBeLessThan(5);
  }, 120_000);
});
