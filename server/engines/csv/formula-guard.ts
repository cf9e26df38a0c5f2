/**
 * Spreadsheet formula injection: a cell that starts with = + - @ tab or CR is run as a formula
 * by Excel. Export puts an apostrophe before such a cell (Excel shows the text as it is), and
 * import takes exactly one apostrophe off again, so every value comes back unchanged: a value
 * that itself starts with apostrophes before such a character gets one more on export.
 */
const guarded = /^'*[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return guarded.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && guarded.test(value.slice(1)) ? value.slice(1) : value;
}
