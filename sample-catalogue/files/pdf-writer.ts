/**
 * A minimal text PDF: lines of Japanese and English in a non-embedded Adobe-Japan1 font with
 * the UniJIS-UCS2-H encoding, plus a ToUnicode map so text extraction (pdf.js, poppler) reads
 * it without external CMaps. PDF libraries on npm need an embedded Japanese font file we do
 * not have offline; a fixture this small is easier to write than to install.
 */

const fontName = 'HeiseiKakuGo-W5';
const linesPerPage = 52;

function ucs2Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3013 : code).toString(16).padStart(4, '0').toUpperCase(); // 〓 for what UCS-2 cannot hold
  }
  return hex;
}

function toUnicodeCMap(): string {
  const ranges: string[] = [];
  for (let high = 0; high <= 0xff; high += 1) {
    if (high >= 0xd8 && high <= 0xdf) continue;
    const h = high.toString(16).padStart(2, '0').toUpperCase();
    ranges.push(`<${h}00> <${h}FF> <${h}00>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < ranges.length; i += 100) {
    const block = ranges.slice(i, i + 100);
    blocks.push(`${block.length} beginbfrange\n${block.join('\n')}\nendbfrange`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A PDF document whose pages hold `lines` top to bottom (a line starting with "# " is a heading). */
export function buildTextPdf(title: string, lines: string[]): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => {
    objects.push(body);
    return objects.length;
  };
  const stream = (dictionary: string, content: string) =>
    `<< ${dictionary} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesIndex = add('PAGES'); // filled in below
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${fontName} /Flags 4 /FontBBox [-92 -250 1010 922] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 93 >>`,
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${fontName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
  );
  const toUnicode = add(stream('', toUnicodeCMap()));
  const font = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${fontName}-UniJIS-UCS2-H /Encoding /UniJIS-UCS2-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  const info = add(
    `<< /Title <FEFF${ucs2Hex(title)}> /Producer (Catalogue Steward sample catalogue) /CreationDate (D:20240401090000+09'00') >>`,
  );

  const pageIds: number[] = [];
  for (let start = 0; start < Math.max(lines.length, 1); start += linesPerPage) {
    const pageLines = lines.slice(start, start + linesPerPage);
    const commands = ['BT', '/F1 10 Tf', '14 TL', '50 800 Td'];
    for (const line of pageLines) {
      const heading = line.startsWith('# ');
      commands.push(
        heading ? '/F1 14 Tf' : '/F1 10 Tf',
        `<${ucs2Hex(heading ? line.slice(2) : line)}> Tj`,
        'T*',
      );
    }
    commands.push('ET');
    const content = add(stream('', commands.join('\n')));
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesIndex} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[pagesIndex - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
