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
  /**
   * 1-based data rows where the column's label does not hold (a company among a list of donors, a
   * title without a name among representatives): those cells are scored as non-personal.
   */
  exceptRows?: number[];
}

/** Where a table comes from: the 30 shared with CI, or the development set kept in a local cache. */
export type RealSetName = 'shared' | 'development';

/** How a table's rows read, as labelled by hand: people, things, or things with people's details. */
export type LabelledTableKind = 'people' | 'things' | 'mixed';

export interface RealFile {
  file: string;
  language: 'ja' | 'en';
  encoding: 'utf-8' | 'shift_jis';
  /** Whether the file has a header row. */
  header: boolean;
  /** 0-based line of the header when title lines come first. */
  headerLine?: number;
  /** Field separator when it is not a comma. */
  delimiter?: string;
  source: { repository: string; commit: string; path: string };
  /** SHA-256 of the trimmed file, for tables kept outside the repository. */
  sha256?: string;
  licence: string;
  publisher: string;
  /** The kind of table a catalogue holds (roster, business list, payroll…). */
  kind?: string;
  tableKind?: LabelledTableKind;
  /** Which rows of the original were kept. */
  rows: string;
  /** The payroll-like list that dominates the personal cells; a figure is also given without it. */
  largestPayroll?: boolean;
  columns: RealColumnLabel[];
}

/** A labelled table with the set it belongs to and the folder its bytes are read from. */
export interface LocatedRealFile extends RealFile {
  set: RealSetName;
  directory: string;
}

export const realSetDirectory = fileURLToPath(new URL('.', import.meta.url));

/** Reads a label file: `{ files: RealFile[] }`. */
export function readManifestFile(path: string): RealFile[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: RealFile[] }).files;
}

/** The development set's labels, committed beside this file; its bytes live in a cache folder. */
export function readDevelopmentManifest(): RealFile[] {
  return readManifestFile(`${realSetDirectory}development-set.json`);
}

/** Values that stand for "no value" in published tables; they are not entities. */
const placeholders = new Set(['', 'na', 'n/a', '-', '―', '－', 'なし', 'none', 'null', '--']);

export function isPlaceholder(value: string): boolean {
  return placeholders.has(value.trim().toLowerCase());
}

/** The detected types a column's values are labelled with, as a list. */
export function labelTypes(column: RealColumnLabel): string[] {
  if (column.type === null) return [];
  return Array.isArray(column.type) ? column.type : [column.type];
}

/** Whether one cell (1-based data row) carries the column's personal label. */
export function isPersonalCell(column: RealColumnLabel | undefined, row: number): boolean {
  return !!column?.personal && labelTypes(column).length > 0 && !column.exceptRows?.includes(row);
}

/** Files with personal data are scored for precision and recall; the others for false alarms. */
export function holdsPersonalData(file: RealFile): boolean {
  return file.columns.some((column) => column.personal && labelTypes(column).length > 0);
}
