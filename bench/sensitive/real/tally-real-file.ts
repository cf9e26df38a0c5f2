import type { Finding, Likelihood } from '#server/engines/sensitive/index.js';
import { likelihoodRank } from '#server/engines/sensitive/index.js';
import type { Counts } from '../metrics.js';
import { locateFindings, type LocatedFinding } from './locate-findings.js';
import {
  holdsPersonalData,
  isPersonalCell,
  isPlaceholder,
  labelTypes,
  type RealFile,
} from './manifest.js';
import type { RealGrid } from './read-real-grid.js';

export interface RealFileResult {
  file: RealFile;
  personal: boolean;
  /** Strict: a finding on a non-personal cell, or of another type, is a false positive. */
  counts: Counts;
  /**
   * Lenient: cells, not types. A personal cell with a finding of any type is found; only findings
   * on non-personal cells are false positives.
   */
  lenient: Counts;
  /** Data cells that are not personal, placeholders (empty, NA, -) left out. */
  nonPersonalCells: number;
  /** Non-personal cells with at least one finding. */
  falseAlarmCells: number;
  headerReading: LocatedFinding['headerReading'];
  /** `column: TYPE` → how many false positives / misses, and the first value of each kind. */
  falsePositivesBy: Map<string, number>;
  missesBy: Map<string, number>;
  examples: Map<string, string>;
}

/** Scores one file's findings at `minimum` and above against its labels. */
export function tallyRealFile(
  file: RealFile,
  grid: Pick<RealGrid, 'dataRows' | 'headerCells'> & { lines?: string[][] },
  findings: readonly Finding[],
  minimum: Likelihood,
): RealFileResult {
  const headerOf = (column: number, fallback: string) => file.columns[column]?.header ?? fallback;
  const truth = new Map<string, string>();
  const personalCells = new Set<string>();
  const values = new Map<string, string>();
  let nonPersonalCells = 0;
  grid.dataRows.forEach((cells, index) =>
    cells.forEach((cell, column) => {
      const label = file.columns[column];
      if (isPlaceholder(cell) || label?.unscored) return;
      const row = index + 1;
      if (!isPersonalCell(label, row)) {
        nonPersonalCells++;
        return;
      }
      personalCells.add(`${row}\t${column}`);
      for (const type of labelTypes(label!)) {
        truth.set(`${row}\t${column}\t${type}`, `${label!.header}: ${type}`);
        values.set(`${row}\t${column}\t${type}`, cell);
      }
    }),
  );

  const firstLine = grid.headerCells.length ? grid.headerCells : (grid.dataRows[0] ?? []);
  const located = locateFindings(findings, file, firstLine);
  const predicted = new Map<string, string>();
  for (const { finding, row, column } of located) {
    if (likelihoodRank(finding.likelihood) < likelihoodRank(minimum)) continue;
    if (file.columns[column]?.unscored) continue;
    if (isPlaceholder(grid.dataRows[row - 1]?.[column] ?? '')) continue;
    const type = finding.subType ?? finding.type;
    const key = `${row}\t${column === -1 ? finding.column : column}\t${type}`;
    predicted.set(key, `${headerOf(column, finding.column)}: ${type}`);
    values.set(key, finding.quote);
  }

  const counts: Counts = { tp: 0, fp: 0, fn: 0 };
  const falsePositivesBy = new Map<string, number>();
  const missesBy = new Map<string, number>();
  const alarmCells = new Set<string>();
  const examples = new Map<string, string>();
  const bump = (map: Map<string, number>, description: string, key: string) => {
    map.set(description, (map.get(description) ?? 0) + 1);
    if (!examples.has(description)) examples.set(description, values.get(key) ?? '');
  };
  for (const [key, description] of predicted) {
    if (truth.has(key)) {
      counts.tp++;
      continue;
    }
    counts.fp++;
    bump(falsePositivesBy, description, key);
    const [row, column] = key.split('\t');
    if (!personalCells.has(`${row}\t${column}`)) alarmCells.add(`${row}\t${column}`);
  }
  for (const [key, description] of truth)
    if (!predicted.has(key)) {
      counts.fn++;
      bump(missesBy, description, key);
    }

  const flaggedCells = new Set([...predicted.keys()].map((key) => key.split('\t', 2).join('\t')));
  const lenient: Counts = { tp: 0, fp: alarmCells.size, fn: 0 };
  for (const cell of personalCells) {
    if (flaggedCells.has(cell)) lenient.tp++;
    else lenient.fn++;
  }
  return {
    file,
    personal: holdsPersonalData(file),
    counts,
    lenient,
    nonPersonalCells,
    falseAlarmCells: alarmCells.size,
    headerReading: located[0]?.headerReading ?? 'as labelled',
    falsePositivesBy,
    missesBy,
    examples,
  };
}
