import { Faker, en, ja, base } from '@faker-js/faker';
import iconv from 'iconv-lite';
import type { Design, Label } from './designs.js';

export interface GeneratedFile {
  design: Design;
  fileName: string;
  bytes: Buffer;
  /** `${row}\t${column}\t${label}` for every labelled value; rows are 1-based data rows. */
  truth: Set<string>;
  /** Every value with its row and column, for tools that read cells (the peer library). */
  cells: { row: number; column: string; value: string }[];
}

export function truthKey(row: number, column: string, label: Label): string {
  return `${row}\t${column}\t${label}`;
}

/** Renders one design deterministically: the same seed gives the same bytes. */
export function generateFile(design: Design, seed: number): GeneratedFile {
  const faker = new Faker({ locale: design.language === 'ja' ? [ja, en, base] : [en, base], seed });
  const truth = new Set<string>();
  const cells: GeneratedFile['cells'] = [];
  const rows: string[][] = [];
  for (let row = 1; row <= design.rows; row++) {
    rows.push(
      design.columns.map((column) => {
        const generated = column.value(faker, row);
        const { value, labels } = typeof generated === 'string' ? { value: generated, labels: column.labels ?? [] } : generated;
        if (value.trim()) for (const label of labels) truth.add(truthKey(row, column.header, label));
        cells.push({ row, column: column.header, value });
        return value;
      }),
    );
  }
  const headers = design.columns.map((column) => column.header);
  if (design.format === 'json') {
    const records = rows.map((row) => {
      const record: Record<string, unknown> = {};
      headers.forEach((header, index) => setPath(record, header.split('.'), row[index]));
      return record;
    });
    const document = { source: 'Catalogue Steward evaluation corpus', generated: '2024-04-01', records };
    return { design, fileName: `${design.id}.json`, bytes: Buffer.from(JSON.stringify(document, null, 1)), truth, cells };
  }
  const lines: string[] = [];
  if (design.title) lines.push(csvLine([design.title]), '');
  if (design.format !== 'headerless') lines.push(csvLine(headers));
  for (const row of rows) lines.push(csvLine(row));
  const text = lines.join('\r\n') + '\r\n';
  const bytes = design.format === 'sjis' ? iconv.encode(text, 'cp932') : Buffer.from(text);
  return { design, fileName: `${design.id}.csv`, bytes, truth, cells };
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

export function csvLine(cells: string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
