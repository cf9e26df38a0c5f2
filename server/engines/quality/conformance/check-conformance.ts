import type { StandardDefinition } from '../standards/standard-types.js';
import { ConformanceChecker, defaultMaxDifferences } from './conformance-checker.js';
import type { ConformanceReport } from './conformance-types.js';

export interface ConformanceOptions {
  /** Differences kept with their row and column (all are counted). Default 1,000. */
  maxDifferences?: number;
}

/**
 * Lists each difference between a table and a standard dataset: columns missing, unknown, doubled
 * or out of order, and cells out of the shapes the standard fixes, with their row and column.
 * `rows` start with the header; they may stream (an async iterable), in bounded memory.
 */
export async function checkConformance(
  definition: StandardDefinition,
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  options: ConformanceOptions = {},
): Promise<ConformanceReport> {
  const checker = new ConformanceChecker(
    definition,
    options.maxDifferences ?? defaultMaxDifferences,
  );
  for await (const row of rows) checker.addRow(row);
  return checker.report();
}
