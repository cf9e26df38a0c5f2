import { usStateCodes as stateCodes } from './assets/us-state-codes.js';

const zipCode = /^\d{5}(?:-\d{4})?$/;
/** Share of a column's values that must fit for it to count as state codes or ZIP codes. */
const fitShare = 0.8;
const minimumValues = 5;

/**
 * Columns of ZIP codes that come right after a column of US state codes (…, City, ST, 10473), the
 * way a mailing address is split into columns: they are places even in a file without a header.
 */
export function findPostalCodeColumns(rows: readonly (readonly string[])[]): Set<number> {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const found = new Set<number>();
  for (let column = 1; column < width; column++)
    if (
      shareFitting(rows, column, (value) => zipCode.test(value)) &&
      shareFitting(rows, column - 1, (value) => stateCodes.has(value.toUpperCase()))
    )
      found.add(column);
  return found;
}

function shareFitting(
  rows: readonly (readonly string[])[],
  column: number,
  fits: (value: string) => boolean,
): boolean {
  let nonEmpty = 0;
  let fitting = 0;
  for (const row of rows) {
    const value = row[column]?.trim() ?? '';
    if (value.length === 0) continue;
    nonEmpty++;
    if (fits(value)) fitting++;
  }
  return nonEmpty >= minimumValues && fitting / nonEmpty >= fitShare;
}
