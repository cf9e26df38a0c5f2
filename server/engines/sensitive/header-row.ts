import { headerHints } from './header-hints.js';
import { headerLabel } from './header-label.js';
import { matchDate } from './recognizers/date.js';
import { matchEmail } from './recognizers/email.js';
import { normalizeValue } from './recognizers/normalize.js';

/** How many leading rows may be titles, notes or metadata before the header. */
const headerSearchRows = 10;
/**
 * A table at least this wide whose row fills a quarter of its cells or fewer: a note above the
 * header (解説→ and a link, 進捗率→ 43.98%) or a metadata line (#lang,ja), not the header itself.
 */
const wideTable = 8;
const noteRowShare = 0.25;
/** Rows below a candidate header compared with it, column by column. */
const bodySampleRows = 50;

/**
 * Index of the header row among the first rows, or -1 when the table has none. Government files
 * often open with a title row (「令和5年度 保育所一覧」), notes or metadata lines above the real
 * header.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): number {
  const width = Math.max(0, ...rows.slice(0, 50).map(nonEmptyCount));
  for (let index = 0; index < Math.min(headerSearchRows, rows.length); index++) {
    const row = rows[index]!;
    const filled = nonEmptyCount(row);
    if (filled === 0) continue;
    const isTitle =
      width >= 3 && (filled <= 1 || (width >= wideTable && filled <= width * noteRowShare));
    if (isTitle) continue;
    const body = rows.slice(index + 1, index + 1 + bodySampleRows);
    return looksLikeHeader(row, body) ? index : -1;
  }
  return -1;
}

function nonEmptyCount(row: readonly string[]): number {
  return row.reduce((count, cell) => (cell.trim() ? count + 1 : count), 0);
}

function looksLikeHeader(row: readonly string[], body: readonly (readonly string[])[]): boolean {
  const cells = row.map((cell) => headerLabel(normalizeValue(cell))).filter(Boolean);
  if (cells.some((cell) => matchEmail(cell) || matchDate(cell))) return false;
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
  const votes = columnVotes(row, body);
  if (votes.data > votes.header) return false;
  if (votes.header > 0 && votes.header >= 2 * votes.data) return true;
  // Header cells are labels: a long sentence in the first row is more likely a value.
  if (cells.some((cell) => cell.length > 40)) return false;
  if (cells.some((cell) => headerHints(cell).known)) return true;
  return new Set(cells).size === cells.length;
}

/**
 * Compares each cell of a candidate header with the values below it. A label is not repeated in
 * its own column (千葉 above 千葉, 千葉, … is a value) and has no digits above a column of codes,
 * numbers or dates; a cell shaped like the values below it (A81001 above A81002) is one of them.
 */
function columnVotes(
  row: readonly string[],
  body: readonly (readonly string[])[],
): { header: number; data: number } {
  const votes = { header: 0, data: 0 };
  row.forEach((raw, column) => {
    const cell = normalizeValue(raw);
    if (!cell) return;
    const values = body.map((line) => normalizeValue(line[column] ?? '')).filter(Boolean);
    if (values.length < 2) return;
    if (values.includes(cell)) {
      votes.data++;
      return;
    }
    const withDigits = values.filter((value) => /\d/.test(value)).length;
    if (!/\d/.test(cell)) {
      if (withDigits >= values.length * 0.8) votes.header++;
      return;
    }
    // A year heads a column of counts (Nationality,2013,2014): its shape proves nothing.
    if (/^(?:19|20)\d{2}$/.test(cell)) return;
    const shape = shapeOf(cell);
    const sameShape = values.filter((value) => shapeOf(value) === shape).length;
    if (sameShape >= values.length * 0.5) votes.data++;
  });
  return votes;
}

/** A value's shape: digits as 9, letters as a or A, Japanese script as J, runs kept. */
function shapeOf(value: string): string {
  return value
    .replace(/\d/g, '9')
    .replace(/\p{Lu}/gu, 'A')
    .replace(/\p{Ll}/gu, 'a')
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'J');
}
