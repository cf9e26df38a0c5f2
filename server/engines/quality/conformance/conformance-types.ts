import type { DifferenceKind } from '#contract/standard-datasets.js';
import type { StandardId } from '../standards/standard-types.js';

export type { DifferenceKind };

/**
 * Differences about the header, as opposed to those about cells. `edition-not-shipped` is neither:
 * it says what was not compared, and a file that follows the newer edition is not at fault.
 */
export const columnDifferenceKinds: ReadonlySet<DifferenceKind> = new Set([
  'missing-required-column',
  'unknown-column',
  'column-order',
  'duplicate-column',
]);

export interface Difference {
  kind: DifferenceKind;
  /** 1-based row in the file (the header is row 1); absent for differences of the header. */
  row?: number;
  /** The column's name as the standard spells it (or as the file does, for an unknown column). */
  column?: string;
  /** 1-based position of the column in the file, when it is there. */
  columnNumber?: number;
  /** The cell or header as found, cut to 100 characters. */
  found?: string;
  /** What the standard expects, as a short code or column name (e.g. `YYYY-MM-DD`, `after:名称`). */
  expected?: string;
}

export interface ConformanceReport {
  standardId: StandardId;
  /** The first differences, in file order, up to the cap. */
  differences: Difference[];
  /** Every difference counted, kept or not. */
  counts: Partial<Record<DifferenceKind, number>>;
  total: number;
  truncated: boolean;
  /** Data rows read (the header not counted). */
  rowsChecked: number;
}

/** The little of a report the scorer needs; the lead stores it beside the resource. */
export interface ConformanceSummary {
  standardId: StandardId;
  columnDifferences: number;
  cellDifferences: number;
}
