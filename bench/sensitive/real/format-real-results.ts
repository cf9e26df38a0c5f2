import { f1 } from '../metrics.js';
import { falseAlarmsPer1kOf, type RealFigures } from './real-figures.js';
import type { RealFileResult } from './tally-real-file.js';

/** One line per file, worst first: figures, then the columns that produced the errors. */
export function formatRealFileLines(results: readonly RealFileResult[]): string[] {
  const top = (result: RealFileResult, map: Map<string, number>) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 4)
      .map(([key, count]) => `${key} ×${count} «${shorten(result.examples.get(key) ?? '')}»`)
      .join(', ');
  const header = (result: RealFileResult) =>
    result.headerReading === 'as labelled' ? '' : ` [detector ${result.headerReading}]`;
  const positives = results
    .filter((result) => result.personal)
    .sort((a, b) => f1(a.counts).f1 - f1(b.counts).f1)
    .map((result) => {
      const { precision, recall, f1: score } = f1(result.counts);
      const { tp, fp, fn } = result.counts;
      return [
        `  ${result.file.file.padEnd(40)} P ${precision.toFixed(2)} R ${recall.toFixed(2)} F1 ${score.toFixed(2)}  ${tp}/${fp}/${fn}${header(result)}`,
        result.missesBy.size ? `      missed: ${top(result, result.missesBy)}` : '',
        result.falsePositivesBy.size ? `      false: ${top(result, result.falsePositivesBy)}` : '',
      ];
    });
  const negatives = results
    .filter((result) => !result.personal)
    .sort((a, b) => falseAlarmsPer1kOf(b) - falseAlarmsPer1kOf(a))
    .map((result) => [
      `  ${result.file.file.padEnd(40)} ${falseAlarmsPer1kOf(result).toFixed(1).padStart(6)} false alarms per 1k cells (${result.falseAlarmCells} of ${result.nonPersonalCells})${header(result)}`,
      result.falsePositivesBy.size ? `      false: ${top(result, result.falsePositivesBy)}` : '',
    ]);
  return [
    'Files with personal data (strict, findings >= POSSIBLE; tp/fp/fn):',
    ...positives.flat().filter(Boolean),
    'Files without personal data:',
    ...negatives.flat().filter(Boolean),
  ];
}

export function formatRealSummary(figures: RealFigures): string {
  return [
    `real set: ${figures.positiveFiles} files with personal data, ${figures.negativeFiles} without`,
    `  micro P ${figures.precision.toFixed(3)} R ${figures.recall.toFixed(3)} F1 ${figures.f1.toFixed(3)}; F1 without the largest payroll list ${figures.f1WithoutLargestPayroll.toFixed(3)}`,
    `  false alarms per 1,000 non-personal cells: ${figures.falseAlarmsPer1k.toFixed(1)} pooled, ${figures.falseAlarmsFileMean.toFixed(1)} per-file mean`,
  ].join('\n');
}

/** The keys `npm run bench:sensitive` and `bench:sensitive:real` both end with. */
export function realFigureKeys(figures: RealFigures): Record<string, number> {
  return {
    real_f1: figures.f1,
    real_fa_per_1k: figures.falseAlarmsPer1k,
    real_fa_file_mean: figures.falseAlarmsFileMean,
  };
}

function shorten(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > 32 ? `${line.slice(0, 31)}…` : line;
}
