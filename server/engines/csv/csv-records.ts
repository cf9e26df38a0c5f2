/**
 * A cell is quoted when it holds a quote, a comma, a CR or an LF (a bare LF inside a description
 * included), or begins or ends with white space, which a spreadsheet would otherwise drop.
 */
const needsQuotes = /[",\r\n]|^\s|\s$/;

/**
 * Rows as RFC 4180 CSV text with CRLF after each record: a quoted cell has its quotes doubled.
 * Written by hand, not with csv-stringify: these few rules are all an export needs, and the
 * general library spent most of a 200,000-row export's time on options it does not use.
 */
export function csvRecords(rows: readonly (readonly string[])[]): string {
  let text = '';
  for (const cells of rows) {
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!;
      if (index > 0) text += ',';
      text += needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    }
    text += '\r\n';
  }
  return text;
}
