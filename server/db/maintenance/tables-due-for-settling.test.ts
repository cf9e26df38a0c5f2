import { describe, expect, it } from 'vitest';
import { tablesDueForSettling, type TableActivity } from './tables-due-for-settling.js';

const table = (overrides: Partial<TableActivity>): TableActivity => ({
  table: 'datasets',
  liveRows: 10_000,
  deadRows: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...overrides,
});

describe('tables due for settling, by autovacuum’s default thresholds', () => {
  it('analyzes a table once more than 50 rows and a tenth of it changed', () => {
    expect(
      tablesDueForSettling([table({ changedSinceAnalyze: 1050 })], { vacuumToo: false }),
    ).toEqual([]);
    expect(
      tablesDueForSettling([table({ changedSinceAnalyze: 1051 })], { vacuumToo: false }),
    ).toEqual([{ table: 'datasets', vacuum: false }]);
  });

  it('analyzes a table filled from nothing', () => {
    expect(
      tablesDueForSettling([table({ liveRows: 0, changedSinceAnalyze: 30_000 })], {
        vacuumToo: false,
      }),
    ).toEqual([{ table: 'datasets', vacuum: false }]);
  });

  it('vacuums only when asked to (no autovacuum), after dead rows or many inserts', () => {
    const dead = table({ deadRows: 2051 });
    const inserted = table({ insertedSinceVacuum: 3001 });
    expect(tablesDueForSettling([dead, inserted], { vacuumToo: false })).toEqual([]);
    expect(tablesDueForSettling([dead, inserted], { vacuumToo: true })).toEqual([
      { table: 'datasets', vacuum: true },
      { table: 'datasets', vacuum: true },
    ]);
    expect(
      tablesDueForSettling([table({ deadRows: 2050, insertedSinceVacuum: 3000 })], {
        vacuumToo: true,
      }),
    ).toEqual([]);
  });
});
