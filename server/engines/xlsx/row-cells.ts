import { runText } from './run-text.js';
import { decodeXmlText } from './xml-text.js';
import { XlsxFileError } from './xlsx-file-error.js';

const cellPattern = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const refAttribute = /(?:^|\s)r="([A-Z]+)(\d+)"/;
const typeAttribute = /(?:^|\s)t="([^"]*)"/;
const formula = /<f[\s>/]/;
const valueElement = /<v>([\s\S]*?)<\/v>/;
const inlineString = /<is>([\s\S]*?)<\/is>/;

/**
 * The cells of one `<row>` of a sheet's XML, each as the text the CSV would hold, at its column
 * number (A is 1; index 0 and cells not written are ''): a shared or inline string as the cell
 * shows it, a number typed into a cell as its digits (a date typed in is its serial number), a
 * boolean as TRUE or FALSE, an error value (#N/A) as written. Refuses a formula (a shared
 * formula included) with an XlsxFileError naming its cell.
 */
export function rowCells(rowXml: string, rowNumber: number, sharedStrings: readonly string[]) {
  const cells: string[] = [''];
  for (const [, attributes = '', body = ''] of rowXml.matchAll(cellPattern)) {
    const ref = refAttribute.exec(attributes);
    const column = ref ? columnNumber(ref[1]!) : cells.length;
    if (formula.test(body))
      throw new XlsxFileError('formula', ref ? `${ref[1]}${ref[2]}` : `${column}:${rowNumber}`);
    while (cells.length < column) cells.push('');
    cells[column] = ownCopy(
      cellText(typeAttribute.exec(attributes)?.[1] ?? 'n', body, sharedStrings),
    );
  }
  return cells;
}

function cellText(type: string, body: string, sharedStrings: readonly string[]): string {
  if (type === 'inlineStr') return runText(inlineString.exec(body)?.[1] ?? '');
  const value = valueElement.exec(body)?.[1];
  if (value === undefined) return '';
  switch (type) {
    case 's':
      return sharedStrings[Number.parseInt(value, 10)] ?? '';
    case 'str':
    case 'e':
      return decodeXmlText(value);
    case 'b':
      return Number.parseInt(value, 10) !== 0 ? 'TRUE' : 'FALSE';
    case 'd':
      return value;
    default:
      return String(Number.parseFloat(value));
  }
}

/**
 * The text as a string of its own. A regular expression's match is a slice that keeps the whole
 * string it was found in alive (V8 slices strings of 13 characters or more): every record of a
 * 150,000-row sheet would keep the sheet's XML in memory, chunk by chunk.
 */
function ownCopy(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}
