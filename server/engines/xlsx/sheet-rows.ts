import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { decodeExcelEscapes } from './shared-strings.js';
import { XlsxFileError } from './xlsx-file-error.js';

/** A cell as the sheet's XML holds it, before it is turned into the text a CSV would hold. */
export type SheetCell =
  | string
  | number
  | StyledNumber
  | boolean
  | { sharedString: number }
  | { error: string }
  | { formula: string };

/** A number in a cell with a style: the style (its index in `cellXfs`) may show it as a date. */
export interface StyledNumber {
  number: number;
  style: number;
}

/**
 * The most XML read without a tag closing: a real cell holds at most 32,767 characters (Excel's
 * limit), so more than this is a crafted file that would grow one text until memory ran out.
 */
export const maxBytesBetweenTags = 16 * 1024 * 1024;

/** Excel's last column (XFD): a cell beyond it is no spreadsheet's. */
const maxColumns = 16_384;

export interface SheetRow {
  /** The row number the sheet shows (1-based). */
  number: number;
  /** The cells by column number (1 = A); a column with no cell is absent. */
  values: SheetCell[];
}

/**
 * The rows of a worksheet's XML (`xl/worksheets/sheetN.xml`, as inflated chunks), in order, as
 * the sheet shows them, a chunk's worth at a time. The chunks are decoded as one UTF-8 stream, so
 * a character is never cut where a chunk ends (exceljs's streaming reader decodes each chunk on
 * its own and turns a Japanese character that straddles two into U+FFFD). Element prefixes
 * (`x:row`) are ignored.
 */
export async function* sheetRows(xml: AsyncIterable<Uint8Array>): AsyncGenerator<SheetRow[]> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  const reading = newRowReading();
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => reading.open(tag));
  parser.on('text', (text) => reading.text(text));
  let sinceTag = 0;
  parser.on('closetag', (tag) => {
    sinceTag = 0;
    reading.close(tag.name);
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of xml) {
    sinceTag += chunk.length;
    if (sinceTag > maxBytesBetweenTags) throw new XlsxFileError('notXlsx');
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
    yield reading.take();
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
  yield reading.take();
}

/** The state of the parse: the row and cell being read, and the rows finished since the last take. */
function newRowReading() {
  let rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let column = 0;
  let cell: {
    type: string;
    style: string | undefined;
    value: string;
    formula: string | null;
    column: number;
  } | null = null;
  /** Inside `<v>`, `<f>`, or a `<t>` of an inline string that is not a phonetic reading. */
  let collecting: 'v' | 'f' | 't' | null = null;
  let inPhonetic = false;
  let lastRow = 0;

  return {
    open(tag: SaxesTagPlain) {
      const name = localName(tag.name);
      if (name === 'row') {
        const number = Number(tag.attributes.r ?? lastRow + 1);
        row = { number, values: [] };
        lastRow = number;
        column = 0;
      } else if (name === 'c' && row) {
        column = tag.attributes.r ? columnOf(tag.attributes.r) : column + 1;
        if (column > maxColumns) throw new XlsxFileError('notXlsx');
        const { t: type = 'n', s: style } = tag.attributes;
        cell = { type, style, value: '', formula: null, column };
      } else if (cell && name === 'rPh') inPhonetic = true;
      else if (cell && (name === 'v' || name === 'f' || (name === 't' && !inPhonetic))) {
        collecting = name;
        if (name === 'f') cell.formula ??= '';
      }
    },
    text(text: string) {
      if (!cell || !collecting) return;
      if (collecting === 'f') cell.formula += text;
      else cell.value += text;
    },
    close(tagName: string) {
      const name = localName(tagName);
      if (name === 'v' || name === 'f' || name === 't') collecting = null;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && row && cell) {
        const value = cellValue(cell);
        if (value !== null) row.values[cell.column] = value;
        cell = null;
      } else if (name === 'row' && row) {
        rows.push(row);
        row = null;
      }
    },
    take(): SheetRow[] {
      const taken = rows;
      rows = [];
      return taken;
    },
  };
}

function cellValue(cell: {
  type: string;
  style: string | undefined;
  value: string;
  formula: string | null;
}): SheetCell | null {
  // A shared formula's other cells hold an empty `<f t="shared" si="0"/>`.
  if (cell.formula !== null) return { formula: cell.formula };
  switch (cell.type) {
    case 's':
      return cell.value === '' ? null : { sharedString: Number(cell.value) };
    case 'inlineStr':
    case 'str':
      return decodeExcelEscapes(cell.value);
    case 'b':
      return cell.value === '1';
    case 'e':
      return { error: cell.value };
    case 'd': {
      const date = new Date(cell.value);
      return cell.value === ''
        ? null
        : Number.isNaN(date.getTime())
          ? cell.value
          : date.toISOString();
    }
    default: {
      if (cell.value === '') return null;
      const number = Number(cell.value);
      return cell.style === undefined ? number : { number, style: Number(cell.style) };
    }
  }
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** The column number of a cell reference: `B12` → 2. */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference) {
    const code = letter.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}
