const entity = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(lt|gt|amp|quot|apos));/g;
const named = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as const;
/** Excel's escape for a character XML cannot hold (`_x000D_` is a CR; `_x005F_` an underscore). */
const excelEscape = /_x([0-9a-fA-F]{4})_/g;

/** Text of a workbook's XML as a cell shows it: entities and Excel's `_xHHHH_` escapes decoded. */
export function decodeXmlText(text: string): string {
  const decoded = text.includes('&')
    ? text.replace(entity, (_, hex?: string, decimal?: string, name?: keyof typeof named) =>
        name ? named[name] : String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10)),
      )
    : text;
  return decoded.includes('_x')
    ? decoded.replace(excelEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : decoded;
}
