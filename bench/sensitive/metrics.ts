import type { Finding, Likelihood } from '#server/engines/sensitive/index.js';
import { likelihoodRank } from '#server/engines/sensitive/index.js';
import { truthKey } from './corpus/generate.js';

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** Highest likelihood predicted per (row, column, label); a value found twice counts once. */
export function predictionsOf(findings: readonly Finding[]): Map<string, number> {
  const predictions = new Map<string, number>();
  for (const finding of findings) {
    const key = truthKey(
      finding.row,
      finding.sheet ? `${finding.sheet}!${finding.column}` : finding.column,
      finding.subType ?? finding.type,
    );
    predictions.set(key, Math.max(predictions.get(key) ?? -1, likelihoodRank(finding.likelihood)));
  }
  return predictions;
}

/** Per-label counts at a minimum likelihood, added into `into`. */
export function tally(
  truth: ReadonlySet<string>,
  predictions: ReadonlyMap<string, number>,
  minimum: Likelihood,
  into: Map<string, Counts>,
): void {
  const minimumRank = likelihoodRank(minimum);
  const countsOf = (label: string) => {
    let counts = into.get(label);
    if (!counts) into.set(label, (counts = { tp: 0, fp: 0, fn: 0 }));
    return counts;
  };
  for (const key of truth) {
    const label = key.split('\t')[2]!;
    if ((predictions.get(key) ?? -1) >= minimumRank) countsOf(label).tp++;
    else countsOf(label).fn++;
  }
  for (const [key, rank] of predictions) {
    if (rank >= minimumRank && !truth.has(key)) countsOf(key.split('\t')[2]!).fp++;
  }
}

export function f1(counts: Counts): { precision: number; recall: number; f1: number } {
  const precision = counts.tp + counts.fp ? counts.tp / (counts.tp + counts.fp) : 1;
  const recall = counts.tp + counts.fn ? counts.tp / (counts.tp + counts.fn) : 1;
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

export function micro(byLabel: ReadonlyMap<string, Counts>): Counts {
  const total = { tp: 0, fp: 0, fn: 0 };
  for (const counts of byLabel.values()) {
    total.tp += counts.tp;
    total.fp += counts.fp;
    total.fn += counts.fn;
  }
  return total;
}

export function formatTable(title: string, byLabel: ReadonlyMap<string, Counts>): string {
  const rows = [...byLabel.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lines = [
    `  ${title}`,
    `    ${'type'.padEnd(26)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)}   tp/fp/fn`,
  ];
  for (const [label, counts] of [...rows, ['micro', micro(byLabel)] as const]) {
    const { precision, recall, f1: score } = f1(counts);
    lines.push(
      `    ${label.padEnd(26)} ${precision.toFixed(3).padStart(6)} ${recall.toFixed(3).padStart(6)} ${score.toFixed(3).padStart(6)}   ${counts.tp}/${counts.fp}/${counts.fn}`,
    );
  }
  return lines.join('\n');
}
