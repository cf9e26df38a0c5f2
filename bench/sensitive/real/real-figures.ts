import { f1, type Counts } from '../metrics.js';
import type { RealFileResult } from './tally-real-file.js';

export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

export interface RealFigures {
  /** Micro figures over the files with personal data: strict (cell and type) and lenient (cell). */
  strict: Scores;
  lenient: Scores;
  counts: Counts;
  /** The strict F1 without the largest payroll-like list, which would otherwise dominate it. */
  f1WithoutLargestPayroll: number;
  /** False alarms per 1,000 non-personal cells of the files without personal data, all cells pooled. */
  falseAlarmsPer1k: number;
  /** The same rate computed per file, then averaged: one noisy file weighs as much as any other. */
  falseAlarmsFileMean: number;
  positiveFiles: number;
  negativeFiles: number;
}

const add = (total: Counts, counts: Counts): Counts => ({
  tp: total.tp + counts.tp,
  fp: total.fp + counts.fp,
  fn: total.fn + counts.fn,
});
const none: Counts = { tp: 0, fp: 0, fn: 0 };

export function realFigures(results: readonly RealFileResult[]): RealFigures {
  const positives = results.filter((result) => result.personal);
  const negatives = results.filter((result) => !result.personal);
  const strict = positives.reduce((total, result) => add(total, result.counts), none);
  const lenient = positives.reduce((total, result) => add(total, result.lenient), none);
  const alarms = negatives.reduce((total, result) => total + result.falseAlarmCells, 0);
  const cells = negatives.reduce((total, result) => total + result.nonPersonalCells, 0);
  const rates = negatives.map(falseAlarmsPer1kOf);
  return {
    strict: f1(strict),
    lenient: f1(lenient),
    counts: strict,
    f1WithoutLargestPayroll: f1(
      positives
        .filter((result) => !result.file.largestPayroll)
        .reduce((total, result) => add(total, result.counts), none),
    ).f1,
    falseAlarmsPer1k: cells ? (alarms / cells) * 1000 : 0,
    falseAlarmsFileMean: rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0,
    positiveFiles: positives.length,
    negativeFiles: negatives.length,
  };
}

export function falseAlarmsPer1kOf(result: RealFileResult): number {
  return result.nonPersonalCells ? (result.falseAlarmCells / result.nonPersonalCells) * 1000 : 0;
}
