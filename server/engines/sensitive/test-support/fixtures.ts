import { Readable } from 'node:stream';
import { scanStream } from '../scan-stream.js';
import type { Finding, ScanResult } from '../types.js';

export function streamOf(bytes: Uint8Array | string, chunkSize = 7): Readable {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes);
  // Small chunks so that multi-byte characters are cut across chunk boundaries.
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < buffer.length; offset += chunkSize)
    chunks.push(buffer.subarray(offset, offset + chunkSize));
  return Readable.from(chunks);
}

export function summarize(findings: readonly Finding[] | undefined): string[] {
  return (findings ?? []).map(
    (finding) =>
      `${finding.sheet ? `${finding.sheet}!` : ''}${finding.row}:${finding.column}:${finding.subType ?? finding.type}`,
  );
}

/** Scans a CSV table given as its lines (header first), as the detector reads a published file. */
export function scanLines(lines: readonly string[]): Promise<ScanResult> {
  return scanStream(streamOf(lines.join('\n')), { fileName: 'table.csv' });
}

/** The findings of scanLines, each as row:column:type (see summarize). */
export async function findingsOfLines(lines: readonly string[]): Promise<string[]> {
  return summarize((await scanLines(lines)).findings);
}

/** The findings (as summarize gives them) that read a cell as a person's name. */
export function personNamesIn(findings: readonly string[]): string[] {
  return findings.filter((finding) => finding.endsWith(':PERSON_NAME'));
}

/** A one-page PDF with one line of Helvetica text per entry (ASCII only). */
export function pdfWithLines(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const content = `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
