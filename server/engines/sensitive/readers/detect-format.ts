import type { ScanFormat, ScanMeta } from '../types.js';

export interface FormatDecision {
  format: ScanFormat;
  notSupportedReason?: string;
}

const declaredFormats: Record<string, ScanFormat> = {
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xls: 'xls',
  json: 'json',
  geojson: 'json',
  jsonl: 'text',
  txt: 'text',
  text: 'text',
  md: 'text',
  pdf: 'pdf',
};
const contentTypes: [RegExp, ScanFormat][] = [
  [/text\/csv|application\/csv/, 'csv'],
  [/tab-separated/, 'tsv'],
  [/spreadsheetml/, 'xlsx'],
  [/ms-excel/, 'xls'],
  [/json/, 'json'],
  [/application\/pdf/, 'pdf'],
  [/text\/plain/, 'text'],
];

/**
 * The format to read a file as. The bytes decide when they are unambiguous (zip, OLE2, %PDF):
 * catalogues often label an XLSX as CSV or the reverse. Otherwise CKAN's format, then the file
 * name, then the content type, then a look at the text.
 */
export function detectFormat(head: Uint8Array, meta: ScanMeta): FormatDecision {
  const declared = declaredFormat(meta);
  // A zip is read as a workbook; the spreadsheet reader says "not supported" if it holds no workbook.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { format: 'xlsx' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { format: 'xls' };
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return { format: 'pdf' };
  const binary = binaryKind(head);
  if (binary)
    return {
      format: 'unknown',
      notSupportedReason: `${binary} files are not checked for sensitive information.`,
    };
  if (declared === 'xlsx' || declared === 'xls' || declared === 'pdf')
    return { format: sniffText(head) };
  // Excel's "Unicode text" export is a TSV named .txt: read it as the table it is.
  if (declared === 'text') {
    const sniffed = sniffText(head);
    return { format: sniffed === 'json' ? 'text' : sniffed };
  }
  if (declared) return { format: declared };
  if (
    /html/i.test(meta.contentType ?? '') ||
    /^\s*<(?:!doctype html|html)/i.test(Buffer.from(head.subarray(0, 512)).toString('latin1'))
  ) {
    return {
      format: 'unknown',
      notSupportedReason: 'Web pages (HTML) are not checked for sensitive information.',
    };
  }
  const other = otherDeclaredFormat(meta);
  if (other)
    return {
      format: 'unknown',
      notSupportedReason: `${other} files are not checked for sensitive information.`,
    };
  return { format: sniffText(head) };
}

function declaredFormat(meta: ScanMeta): ScanFormat | undefined {
  const fromCkan = meta.format?.trim().toLowerCase().replace(/^\./, '');
  if (fromCkan && declaredFormats[fromCkan]) return declaredFormats[fromCkan];
  const extension = /\.([a-z0-9]+)$/i.exec(meta.fileName ?? '')?.[1]?.toLowerCase();
  if (extension && declaredFormats[extension]) return declaredFormats[extension];
  const contentType = meta.contentType?.toLowerCase() ?? '';
  return contentTypes.find(([pattern]) => pattern.test(contentType))?.[1];
}

function otherDeclaredFormat(meta: ScanMeta): string | undefined {
  const fromCkan = meta.format?.trim();
  if (fromCkan) return fromCkan.toUpperCase();
  return /\.([a-z0-9]+)$/i.exec(meta.fileName ?? '')?.[1]?.toUpperCase();
}

function startsWith(head: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => head[index] === byte);
}

const binaryMagic: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'PNG'],
  [[0xff, 0xd8, 0xff], 'JPEG'],
  [[0x47, 0x49, 0x46, 0x38], 'GIF'],
  [[0x1f, 0x8b], 'Gzip'],
  [[0x52, 0x61, 0x72, 0x21], 'RAR'],
  [[0x37, 0x7a, 0xbc, 0xaf], '7z'],
];

function binaryKind(head: Uint8Array): string | undefined {
  for (const [magic, name] of binaryMagic) if (startsWith(head, magic)) return name;
  // UTF-16 text has NULs too: let its BOM through.
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.subarray(0, 8192).includes(0)) return 'Binary';
  return undefined;
}

/** JSON when it opens with { or [, CSV/TSV when lines split into a steady number of fields. */
function sniffText(head: Uint8Array): ScanFormat {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  let sample = Buffer.from(head.subarray(utf16 ? 2 : 0, 16_384))
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '');
  // UTF-16 puts a NUL beside every ASCII delimiter; dropping NULs leaves them comparable.
  if (utf16) sample = sample.replace(/\0/g, '');
  if (/^\s*[[{]/.test(sample)) return 'json';
  const lines = sample
    .split(/\r?\n/)
    .slice(0, 20)
    .filter((line) => line.length > 0);
  if (lines.length >= 2) {
    for (const [delimiter, format] of [
      ['\t', 'tsv'],
      [',', 'csv'],
    ] as const) {
      const counts = lines.slice(0, -1).map((line) => line.split(delimiter).length);
      if (counts.length > 0 && counts[0]! >= 2 && counts.every((count) => count === counts[0]))
        return format;
    }
  }
  return 'text';
}
