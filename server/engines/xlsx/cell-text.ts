import { excelDateText, type SpreadsheetDates } from './excel-date-text.js';
import type { SheetCell } from './sheet-rows.js';

/** True for a formula cell (a shared formula included): the import refuses them. */
export function isFormulaCell(value: SheetCell | undefined): boolean {
  return typeof value === 'object' && 'formula' in value;
}

/**
 * A cell as the text the CSV would hold: text as it is (an ISO 8601 date cell in UTC); a number
 * typed into a cell (a Position, a size) as its digits, unless its style shows it as a date
 * (typed as 2026/12/1 10:30): then as ISO 8601 in `dates.timeZone`, or its digits where it
 * is no date; a boolean as TRUE or FALSE; a shared string by its entry; an error value (#N/A)
 * as written.
 */
export function cellText(
  value: SheetCell | undefined,
  sharedStrings: readonly string[],
  dates?: SpreadsheetDates,
): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'number' in value) {
    const date = dates?.styles.has(value.style) ? excelDateText(value.number, dates) : null;
    return date ?? String(value.number);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('sharedString' in value) return sharedStrings[value.sharedString] ?? '';
  if ('error' in value) return value.error;
  return '';
}
