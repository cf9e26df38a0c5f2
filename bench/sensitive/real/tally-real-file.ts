import type { Finding, Likelihood } from '../../../server/engines/sensitive/index.js';
import { likelihoodRank } from '../../../server/engines/sensitive/index.js';
import type { Counts } from '../metrics.js';
import { locateFindings, type LocatedFinding } from './locate-findings.js';
import { holdsPersonalData, isPlaceholder, labelTypes, type RealFile } from './manifest.js';
import type { RealGrid } from './read-real-grid.js';

export interface RealFileResult {
  file: RealFile;
  personal: boolean;
  /** Strict: a finding on a non-personal column, or of another type, is a false positive. */
  counts: Counts;
  /** Data cells of columns that are not personal, placeholders (empty, NA, -) left out. */
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
  grid: RealGrid,
  findings: readonly Finding[],
  minimum: Likelihood,
): RealFileResult {
  const headerOf = (column: number, fallback: string) => file.columns[column]?.header ?? fallback;
  const truth = new Map<string, string>();
  const values = new Map<string, string>();
  let nonPersonalCells = 0;
  grid.dataRows.forEach((cells, index) =>
    cells.forEach((cell, column) => {
      const label = file.columns[column];
      if (isPlaceholder(cell) || label?.unscored) return;
      const types = label?.personal ? labelTypes(label) : [];
      if (types.length === 0) nonPersonalCells++;
      for (const type of types) {
        truth.set(`${index + 1}\t${column}\t${type}`, `${label!.header}: ${type}`);
        values.set(`${index + 1}\t${column}\t${type}`, cell);
      }
    }),
  );

  const located = locateFindings(findings, file, grid.lines[0] ?? []);
  const predicted = new Map<string, string>();
  for (const { finding, row, column } of located) {
    if (likelihoodRank(finding.likelihood) < likelihoodRank(minimum)) continue;
    if (file.columns[column]?.unscored) continue;
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
    const label = file.columns[Number(column)];
    if (!label?.personal || labelTypes(label).length === 0) alarmCells.add(`${row}\t${column}`);
  }
  for (const [key, description] of truth)
    if (!predicted.has(key)) {
      counts.fn++;
      bump(missesBy, description, key);
    }
  return {
    file,
    personal: holdsPersonalData(file),
    counts,
    nonPersonalCells,
    falseAlarmCells: alarmCells.size,
    headerReading: located[0]?.headerReading ?? 'as labelled',
    falsePositivesBy,
    missesBy,
    examples,
  };
}
