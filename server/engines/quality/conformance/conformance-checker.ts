import type { StandardDefinition } from '../standards/standard-types.js';
import type { CellCheck } from './cell-check.js';
import { compareHeader } from './compare-header.js';
import type { ConformanceReport, Difference, DifferenceKind } from './conformance-types.js';

/** Differences kept with their row and column; every one is counted. */
export const defaultMaxDifferences = 1000;
const maxQuoted = 100;

/**
 * Checks a table against a standard as its rows arrive, header first: the header once, then each
 * cell of the columns the standard gives a shape or marks required. Holds only the kept
 * differences, so a file of any length takes bounded memory.
 */
export class ConformanceChecker {
  private readonly differences: Difference[] = [];
  private readonly counts: Partial<Record<DifferenceKind, number>> = {};
  private total = 0;
  private rowNumber = 0;
  private cellChecks: (CellCheck | undefined)[] = [];

  constructor(
    private readonly definition: StandardDefinition,
    private readonly maxDifferences = defaultMaxDifferences,
  ) {}

  addRow(cells: readonly string[]): void {
    this.rowNumber++;
    if (this.rowNumber === 1) {
      const comparison = compareHeader(this.definition, cells);
      this.cellChecks = comparison.cellChecks;
      for (const difference of comparison.differences) this.record(difference);
      return;
    }
    // A blank row is the file profile's finding, not a row of missing values.
    if (cells.every((cell) => cell.trim() === '')) return;
    for (let index = 0; index < this.cellChecks.length; index++) {
      const check = this.cellChecks[index];
      if (!check) continue;
      const value = (cells[index] ?? '').trim();
      if (value === '') {
        if (check.valueRequired) this.recordCell('missing-value', check, index, value);
        continue;
      }
      const problem = check.problem(value);
      if (problem) this.recordCell(problem.kind, check, index, value, problem.expected);
    }
  }

  report(): ConformanceReport {
    return {
      standardId: this.definition.id,
      differences: this.differences,
      counts: this.counts,
      total: this.total,
      truncated: this.total > this.differences.length,
      rowsChecked: Math.max(0, this.rowNumber - 1),
    };
  }

  private recordCell(
    kind: DifferenceKind,
    check: CellCheck,
    index: number,
    value: string,
    expected?: string,
  ): void {
    this.count(kind);
    if (this.differences.length >= this.maxDifferences) return;
    const difference: Difference = {
      kind,
      row: this.rowNumber,
      column: check.column,
      columnNumber: index + 1,
    };
    if (value !== '') difference.found = value.slice(0, maxQuoted);
    if (expected !== undefined) difference.expected = expected;
    this.differences.push(difference);
  }

  private record(difference: Difference): void {
    this.count(difference.kind);
    if (this.differences.length < this.maxDifferences) this.differences.push(difference);
  }

  private count(kind: DifferenceKind): void {
    this.total++;
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
  }
}
