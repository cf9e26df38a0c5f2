const item = /<si\/>|<si>([\s\S]*?)<\/si>/g;
const phonetic = /<rPh\b[\s\S]*?<\/rPh>/g;
const run = /<t(?:\s[^>]*)?\/>|<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g;
const plainRun = /^<t(?: xml:space="preserve")?>([^<]*)<\/t>$/;
const entity = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(lt|gt|amp|quot|apos));/g;
const named = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as const;
/** Excel's escape for a character XML cannot hold (`_x000D_` is a CR; `_x005F_` an underscore). */
const excelEscape = /_x([0-9a-fA-F]{4})_/g;

/**
 * The shared strings table of a workbook (xl/sharedStrings.xml), each entry as the cell shows
 * it: the text of every run, without the phonetic reading (furigana) that Excel on Japanese
 * Windows stores beside typed Japanese (exceljs's streaming reader would take the reading for
 * the text), XML entities and Excel's `_xHHHH_` escapes decoded.
 */
export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const [, body = ''] of xml.matchAll(item)) {
    // Most entries are one plain run: `<t>…</t>` or `<t xml:space="preserve">…</t>`.
    const plain = plainRun.exec(body);
    if (plain) {
      strings.push(decodeXmlText(plain[1]!));
      continue;
    }
    let text = '';
    for (const [, part = ''] of body.replace(phonetic, '').matchAll(run)) text += part;
    strings.push(decodeXmlText(text));
  }
  return strings;
}

function decodeXmlText(text: string): string {
  const decoded = text.includes('&')
    ? text.replace(entity, (_, hex?: string, decimal?: string, name?: keyof typeof named) =>
        name ? named[name] : String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10)),
      )
    : text;
  return decodeExcelEscapes(decoded);
}

/** Excel's `_xHHHH_` escapes decoded: `_x000D_` is a CR, `_x005F_` an underscore. */
export function decodeExcelEscapes(text: string): string {
  return text.includes('_x')
    ? text.replace(excelEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}
