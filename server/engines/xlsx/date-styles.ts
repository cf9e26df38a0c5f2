import { SaxesParser } from 'saxes';

/**
 * Excel's built-in number formats that show a date or a time: 14–22 and 45–47 in every
 * language, 27–36 and 50–58 the East Asian dates (令和7年12月1日) their locales map them to.
 */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/**
 * The cell styles (a cell's `s`: its index in `cellXfs`) of a workbook's `xl/styles.xml` that
 * show a number as a date or a time: a built-in date format, or a format of the workbook's own
 * whose code is a date's, as SheetJS reads format codes (loaded here, when a workbook has
 * formats of its own, not at start).
 */
export async function dateStylesOf(stylesXml: string): Promise<Set<number>> {
  const ownFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  const localName = (name: string) => name.slice(name.indexOf(':') + 1);
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  parser.on('opentag', ({ name, attributes }) => {
    if (localName(name) === 'numFmt')
      ownFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
    else if (localName(name) === 'cellXfs') inCellStyles = true;
    else if (localName(name) === 'xf' && inCellStyles)
      styleFormats.push(Number(attributes.numFmtId ?? 0));
  });
  parser.on('closetag', ({ name }) => {
    if (localName(name) === 'cellXfs') inCellStyles = false;
  });
  parser.write(stylesXml).close();
  const isDateCode = ownFormats.size > 0 ? (await import('@e965/xlsx')).SSF.is_date : () => false;
  const dateStyles = new Set<number>();
  styleFormats.forEach((format, style) => {
    const own = ownFormats.get(format);
    if (own === undefined ? builtInDateFormats.has(format) : isDateCode(own)) dateStyles.add(style);
  });
  return dateStyles;
}
