/**
 * CKAN's resource format normalisation (helpers.unified_resource_format over
 * resource_formats.json) for the formats an open-data portal meets, and Python's mimetypes
 * guess from a URL's extension (what if_empty_guess_format and the resource uploader use).
 */
const formats: [
  canonical: string,
  description: string,
  mimetype: string | null,
  alternatives: string[],
][] = [
  ['CSV', 'Comma Separated Values File', 'text/csv', ['text/comma-separated-values']],
  ['TSV', 'Tab Separated Values File', 'text/tab-separated-values', ['text/tsv']],
  [
    'XLS',
    'Excel Document',
    'application/vnd.ms-excel',
    [
      'Excel',
      'application/msexcel',
      'application/x-msexcel',
      'application/x-ms-excel',
      'application/x-excel',
      'application/x-dos_ms_excel',
      'application/xls',
      'application/x-xls',
    ],
  ],
  [
    'XLSX',
    'Excel OOXML Spreadsheet',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    [],
  ],
  ['ODS', 'OpenDocument Spreadsheet', 'application/vnd.oasis.opendocument.spreadsheet', []],
  ['PDF', 'PDF File', 'application/pdf', []],
  ['HTML', 'Web Page', 'text/html', ['htm', 'http://purl.org/net/mediatypes/text/html']],
  ['JSON', 'JavaScript Object Notation', 'application/json', []],
  ['GeoJSON', 'Geographic JavaScript Object Notation', 'application/geo+json', ['geojson']],
  [
    'XML',
    'XML File',
    'application/xml',
    ['text/xml', 'http://purl.org/net/mediatypes/application/xml'],
  ],
  ['ZIP', 'Zip File', 'application/zip', ['zip', 'http://purl.org/NET/mediatypes/application/zip']],
  ['TXT', 'Text File', 'text/plain', []],
  ['DOC', 'Word Document', 'application/msword', []],
  [
    'DOCX',
    'Word OOXML Document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    [],
  ],
  ['KML', 'KML File', 'application/vnd.google-earth.kml+xml', []],
  ['SHP', 'Shapefile', null, ['esri shapefile']],
  ['RDF', 'RDF', 'application/rdf+xml', ['rdf/xml']],
  ['PNG', 'PNG Image File', 'image/png', []],
  ['JPEG', 'JPG Image File', 'image/jpeg', ['jpeg', 'jpg']],
  ['WMS', 'Web Mapping Service', 'WMS', ['wms']],
];

const canonicalByKey = new Map<string, string>();
for (const [canonical, description, mimetype, alternatives] of formats) {
  for (const key of [canonical, description, mimetype, ...alternatives])
    if (key) canonicalByKey.set(key.toLowerCase(), canonical);
}

/** "text/csv" → "CSV", "xlsx" → "XLSX"; an unknown format is kept as given. */
export function unifiedResourceFormat(format: string): string {
  return canonicalByKey.get(format.toLowerCase()) ?? format;
}

const mimetypeByExtension: Record<string, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  htm: 'text/html',
  html: 'text/html',
  json: 'application/json',
  geojson: 'application/geo+json',
  xml: 'application/xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  kml: 'application/vnd.google-earth.kml+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  rdf: 'application/rdf+xml',
};

/** mimetypes.guess_type(url)[0]: from the extension of the URL's path, or null. */
export function guessMimetype(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0] ?? '';
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? (mimetypeByExtension[extension] ?? null) : null;
}
