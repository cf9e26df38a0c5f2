/** The vocabulary of findings lives in the contract: the server and the web share it. */
export {
  detectedTypes,
  likelihoods,
  sensitivities,
  otherSubTypes,
  type DetectedType,
  type Likelihood,
  type Sensitivity,
  type OtherSubType,
} from '#contract/sensitive.js';
import type { DetectedType, Likelihood, OtherSubType, Sensitivity } from '#contract/sensitive.js';

export interface Finding {
  /** 1-based data row (header rows not counted) for tables and JSON records; 1-based line for text. */
  row: number;
  /** 1-based page, for PDF. */
  page?: number;
  /** Sheet name, for XLS/XLSX. */
  sheet?: string;
  /** Column header; `column N` (1-based) for headerless tables; the key path for JSON; `text` for text. */
  column: string;
  type: DetectedType;
  /** Set when type is OTHER: CREDIT_CARD_NUMBER, JAPAN_INDIVIDUAL_NUMBER. */
  subType?: OtherSubType;
  likelihood: Likelihood;
  sensitivity: Sensitivity;
  /** The matched text, at most 200 characters. */
  quote: string;
}

export type ScanFormat = 'csv' | 'tsv' | 'xlsx' | 'xls' | 'json' | 'text' | 'pdf' | 'unknown';

/**
 * What one column holds, judged from its first values and its header: people's names,
 * organisations' names, both row by row, or places; with the share of values behind each reason.
 */
export interface ColumnJudgementSummary {
  column: string;
  kind: 'personNames' | 'mixedNames' | 'organisationNames' | 'places';
  evidence: { code: string; share: number }[];
}

/** One table's kind (a CSV file, a sheet, a JSON array) and the columns that made it. */
export interface TableJudgementSummary {
  sheet?: string;
  /** records of people, things, things that each name a person, or undecided */
  rows: 'people' | 'things' | 'mixed' | 'undecided';
  /** The scorer's own kind: people, other (facilities, businesses), statistics, unknown. */
  kind: 'people' | 'other' | 'statistics' | 'unknown';
  evidence: { code: string; columns: string[] }[];
  /** The columns judged to hold names (of people, of organisations, of both); others are left out. */
  columns?: ColumnJudgementSummary[];
}

export interface ScanSummary {
  format: ScanFormat;
  /** Text encoding that was detected: utf-8, utf-8-bom, shift_jis. */
  encoding?: string;
  /** Data rows of tables (all sheets) or lines of text that were examined. */
  rowsScanned: number;
  bytes: number;
  sheets?: string[];
  supported: boolean;
  notSupportedReason?: string;
  durationMs: number;
  /** Findings at or above `minLikelihood`, all of them (even when `findings` was capped). */
  findingCount: number;
  findingCountByType: Partial<Record<DetectedType, number>>;
  /** Each table's kind and its evidence, in file order (none for text and PDF). */
  tables: TableJudgementSummary[];
}

export interface ScanMeta {
  fileName?: string;
  contentType?: string;
  /** CKAN's resource format field (CSV, XLSX, XLS, JSON, GeoJSON, TXT, PDF…); content wins when they disagree. */
  format?: string;
}

export interface ScanOptions {
  /** Bytes read before the scan is refused as too large. Default 100 MB. */
  maxBytes?: number;
  /** Sum of the uncompressed sizes a spreadsheet's zip may declare. Default 256 MB. */
  maxUncompressedBytes?: number;
  /** Findings below this are not reported. Default POSSIBLE. */
  minLikelihood?: Likelihood;
  signal?: AbortSignal;
  /** Receives findings in batches of up to 500, in file order; awaited, so a slow consumer slows the scan. */
  onFindings?: (batch: Finding[]) => void | Promise<void>;
  /** Without onFindings, findings kept in the result are capped here (default 100 000). */
  maxFindings?: number;
}

export interface ScanResult extends ScanSummary {
  /** Only when no onFindings was given. */
  findings?: Finding[];
  /** True when `findings` holds fewer than `findingCount`. */
  findingsTruncated?: boolean;
}
