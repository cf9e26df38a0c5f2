import {
  columnDifferenceKinds,
  type ConformanceReport,
  type ConformanceSummary,
  type DifferenceKind,
} from './conformance-types.js';

/** The counts the scorer reads (standard-columns, standard-values), from a full report. */
export function summariseConformance(
  report: Pick<ConformanceReport, 'standardId' | 'counts'>,
): ConformanceSummary {
  let columnDifferences = 0;
  let cellDifferences = 0;
  for (const [kind, count] of Object.entries(report.counts) as [DifferenceKind, number][]) {
    if (kind === 'edition-not-shipped') continue;
    if (columnDifferenceKinds.has(kind)) columnDifferences += count;
    else cellDifferences += count;
  }
  return { standardId: report.standardId, columnDifferences, cellDifferences };
}
