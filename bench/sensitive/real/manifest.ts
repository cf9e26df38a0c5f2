import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A column's label: the detected type(s) its values carry (null when none) and whether they are personal data. */
export interface RealColumnLabel {
  /** The header as the file has it, or `column N` (1-based) in a file without a header or for an empty header cell. */
  header: string;
  type: string | string[] | null;
  personal: boolean;
  /**
   * Why the column is left out of the scores, when neither answer would be fair (a patient's
   * residence given as 「都内」 or as a foreign city): its findings are neither hits nor false alarms.
   */
  unscored?: string;
}

export interface RealFile {
  file: string;
  language: 'ja' | 'en';
  encoding: 'utf-8' | 'shift_jis';
  /** Whether the first line is a header row. */
  header: boolean;
  source: { repository: string; commit: string; path: string };
  licence: string;
  publisher: string;
  /** Which rows of the original were kept. */
  rows: string;
  /** The payroll-like list that dominates the personal cells; a figure is also given without it. */
  largestPayroll?: boolean;
  columns: RealColumnLabel[];
}

export const realSetDirectory = fileURLToPath(new URL('.', import.meta.url));

export function readRealManifest(): RealFile[] {
  const document = JSON.parse(readFileSync(`${realSetDirectory}manifest.json`, 'utf8')) as {
    files: RealFile[];
  };
  return document.files;
}

/** Values that stand for "no value" in published tables; they are not entities. */
const placeholders = new Set(['', 'na', 'n/a', '-', '―', '－', 'なし', 'none', 'null']);

export function isPlaceholder(value: string): boolean {
  return placeholders.has(value.trim().toLowerCase());
}

/** The detected types a column's values are labelled with, as a list. */
export function labelTypes(column: RealColumnLabel): string[] {
  if (column.type === null) return [];
  return Array.isArray(column.type) ? column.type : [column.type];
}

/** Files with personal data are scored for precision and recall; the others for false alarms. */
export function holdsPersonalData(file: RealFile): boolean {
  return file.columns.some((column) => column.personal && labelTypes(column).length > 0);
}
