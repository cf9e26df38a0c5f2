import { headerHints } from './header-hints.js';
import { headerLabel } from './header-label.js';
import { matchDate } from './recognizers/date.js';
import { matchEmail } from './recognizers/email.js';
import { normalizeValue } from './recognizers/normalize.js';

/** How many leading rows may be titles or notes before the header. */
const headerSearchRows = 5;

/**
 * Index of the header row among the first rows, or -1 when the table has none. Government files
 * often open with a title row (「令和5年度 保育所一覧」) above the real header.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  const width = Math.max(0, ...rows.slice(0, 50).map(nonEmptyCount));
  for (let index = 0; index < Math.min(headerSearchRows, rows.length); index++) {
    const row = rows[index]!;
    const filled = nonEmptyCount(row);
    if (filled === 0) continue;
    const isTitle = width >= 3 && filled <= 1;
    if (isTitle) continue;
    return looksLikeHeader(row) ? index : -1;
  }
  return -1;
}

function nonEmptyCount(row: readonly string[]): number {
  return row.reduce((count, cell) => (cell.trim() ? count + 1 : count), 0);
}

function looksLikeHeader(row: readonly string[]): boolean {
  const cells = row.map((cell) => headerLabel(normalizeValue(cell))).filter(Boolean);
  if (cells.some((cell) => matchEmail(cell) || matchDate(cell) || cell.length > 40)) return false;
  // Year columns (市区町村,2019,2020,2021) are headers; a row of mostly numbers is data.
  const numeric = cells.filter(
    (cell) => /^[\d\s,.+()/-]+$/.test(cell) && !/^(?:19|20)\d{2}$/.test(cell),
  ).length;
  if (
    numeric > 0 &&
    (numeric * 2 > cells.length ||
      cells.some((cell) => /^\d{5,}$|[-()+]/.test(cell) && /^[\d\s,.+()/-]+$/.test(cell)))
  )
    return false;
  if (cells.some((cell) => headerHints(cell).known)) return true;
  return new Set(cells).size === cells.length;
}
