/** What exceljs gives for a cell's value, and the shared string index when it reads none. */
type CellValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | { sharedString: number }
  | { richText: { text: string }[] }
  | { text: string; hyperlink?: string }
  | { error: string }
  | { formula?: string; sharedFormula?: string; result?: unknown };

/** True for a formula cell (a shared formula included): the import refuses them. */
export function isFormulaCell(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value)
  );
}

/**
 * A cell as the text the CSV would hold: text as it is; a number typed into a cell (a Position,
 * a size) as its digits; a date typed into a cell as ISO 8601 in UTC; a boolean as TRUE or FALSE;
 * rich text and a link by their text; an error value (#N/A) as written.
 */
export function cellText(value: CellValue, sharedStrings: readonly string[]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('sharedString' in value) return sharedStrings[value.sharedString] ?? '';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return value.error;
  return '';
}
