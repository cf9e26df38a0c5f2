import { f1 } from '../metrics.js';
import type { EvaluatedRealFile } from '../evaluate-real.js';
import { falseAlarmsPer1kOf, realFigures, type RealFigures } from './real-figures.js';

export interface RealGroup {
  name: string;
  results: EvaluatedRealFile[];
}

/** Development and test folds, each whole and per language. */
export function foldGroups(results: readonly EvaluatedRealFile[]): RealGroup[] {
  const groups: RealGroup[] = [];
  for (const fold of ['development', 'test'] as const) {
    const inFold = results.filter((result) => result.fold === fold);
    groups.push({ name: `${fold}`, results: inFold });
    for (const language of ['ja', 'en'] as const)
      groups.push({
        name: `${fold} ${language}`,
        results: inFold.filter((result) => result.file.language === language),
      });
  }
  return groups;
}

const rowsLabel = { people: 'people', things: 'things', mixed: 'mixed', undecided: 'undecided' };

/** The detector's table-kind judgement, the hand label beside it, and the judgement's evidence. */
export function kindLine(result: EvaluatedRealFile): string {
  const judged = result.judgement;
  if (!judged) return 'kind: not judged';
  const labelled = result.file.tableKind ? ` (labelled ${result.file.tableKind})` : '';
  const evidence = judged.evidence
    .map(
      ({ code, columns }) => `${code}: ${columns.map((column) => shorten(column, 24)).join(', ')}`,
    )
    .join('; ');
  return `kind: ${rowsLabel[judged.rows]}${labelled} — ${evidence || 'no evidence either way'}`;
}

const columnKindLabel = {
  personNames: 'people',
  mixedNames: 'people and organisations',
  organisationNames: 'organisations',
  places: 'places',
};

/** The columns judged to hold names, each with its kind and the shares behind it. */
export function columnsLine(result: EvaluatedRealFile): string {
  const columns = result.judgement?.columns ?? [];
  if (columns.length === 0) return '';
  return `columns: ${columns
    .map(
      (column) =>
        `${shorten(column.column, 24)} = ${columnKindLabel[column.kind]} (${column.evidence
          .map(({ code, share }) => `${code} ${share.toFixed(2)}`)
          .join(', ')})`,
    )
    .join('; ')}`;
}

/** Whether the judgement agrees with the hand label (undecided never does). */
export function kindAgrees(result: EvaluatedRealFile): boolean | undefined {
  if (!result.file.tableKind || !result.judgement) return undefined;
  return result.judgement.rows === result.file.tableKind;
}

/** One entry per file, worst first: figures, kind and evidence, then the columns behind the errors. */
export function formatRealFileLines(results: readonly EvaluatedRealFile[]): string[] {
  const top = (result: EvaluatedRealFile, map: Map<string, number>) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 4)
      .map(([key, count]) => `${key} ×${count} «${shorten(result.examples.get(key) ?? '')}»`)
      .join(', ');
  const header = (result: EvaluatedRealFile) =>
    result.headerReading === 'as labelled' ? '' : ` [detector ${result.headerReading}]`;
  const name = (result: EvaluatedRealFile) =>
    `${result.file.file} (${result.publisher}; ${result.file.kind ?? 'shared set'})`;
  const positives = results
    .filter((result) => result.personal)
    .sort((a, b) => f1(a.counts).f1 - f1(b.counts).f1)
    .map((result) => {
      const { precision, recall, f1: score } = f1(result.counts);
      const { tp, fp, fn } = result.counts;
      return [
        `  ${name(result)}${header(result)}`,
        `      strict P ${precision.toFixed(2)} R ${recall.toFixed(2)} F1 ${score.toFixed(2)} (${tp}/${fp}/${fn}); lenient F1 ${f1(result.lenient).f1.toFixed(2)}`,
        `      ${kindLine(result)}`,
        columnsLine(result) ? `      ${columnsLine(result)}` : '',
        result.missesBy.size ? `      missed: ${top(result, result.missesBy)}` : '',
        result.falsePositivesBy.size ? `      false: ${top(result, result.falsePositivesBy)}` : '',
      ];
    });
  const negatives = results
    .filter((result) => !result.personal)
    .sort((a, b) => falseAlarmsPer1kOf(b) - falseAlarmsPer1kOf(a))
    .map((result) => [
      `  ${name(result)}${header(result)}`,
      `      ${falseAlarmsPer1kOf(result).toFixed(1)} false alarms per 1,000 cells (${result.falseAlarmCells} of ${result.nonPersonalCells})`,
      `      ${kindLine(result)}`,
      columnsLine(result) ? `      ${columnsLine(result)}` : '',
      result.falsePositivesBy.size ? `      false: ${top(result, result.falsePositivesBy)}` : '',
    ]);
  return [
    ' Files with personal data (strict, findings >= POSSIBLE; tp/fp/fn):',
    ...positives.flat().filter(Boolean),
    ' Files without personal data:',
    ...negatives.flat().filter(Boolean),
  ];
}

const pad = (value: string, width: number) => value.padEnd(width);
const num = (value: number) => value.toFixed(3);

/** A table of the groups' figures: strict and lenient micro P/R/F1, false alarms, kind agreement. */
export function formatGroupTable(title: string, groups: readonly RealGroup[]): string[] {
  const lines = [
    title,
    `  ${pad('group', 16)} files(+/-)  strict P/R/F1         lenient P/R/F1        FA/1k pooled  per-file  kind agrees`,
  ];
  for (const group of groups) {
    const figures = realFigures(group.results);
    const agreements = group.results.map(kindAgrees).filter((value) => value !== undefined);
    const agreed = agreements.filter(Boolean).length;
    lines.push(
      `  ${pad(group.name, 16)} ${pad(`${figures.positiveFiles}/${figures.negativeFiles}`, 11)} ` +
        `${num(figures.strict.precision)} ${num(figures.strict.recall)} ${num(figures.strict.f1)}   ` +
        `${num(figures.lenient.precision)} ${num(figures.lenient.recall)} ${num(figures.lenient.f1)}   ` +
        `${figures.falseAlarmsPer1k.toFixed(2).padStart(8)}  ${figures.falseAlarmsFileMean.toFixed(2).padStart(8)}  ` +
        (agreements.length ? `${agreed}/${agreements.length}` : '-'),
    );
  }
  return lines;
}

/** Leave one publisher out: each development publisher's files scored on their own. */
export function formatPublisherTable(results: readonly EvaluatedRealFile[]): string[] {
  const byPublisher = new Map<string, EvaluatedRealFile[]>();
  for (const result of results.filter((entry) => entry.fold === 'development'))
    byPublisher.set(result.publisher, [...(byPublisher.get(result.publisher) ?? []), result]);
  const rows = [...byPublisher].map(([publisher, group]) => ({
    publisher,
    group,
    figures: realFigures(group),
  }));
  rows.sort((a, b) => a.figures.strict.f1 - b.figures.strict.f1);
  return [
    'Development folds, one publisher held out at a time (strict F1 where it has personal data; false alarms per 1,000 otherwise):',
    ...rows.map(
      ({ publisher, group, figures }) =>
        `  ${pad(shorten(publisher, 44), 45)} ${group.length} file(s)  ` +
        (figures.positiveFiles ? `F1 ${num(figures.strict.f1)}  ` : '') +
        (figures.negativeFiles ? `FA ${figures.falseAlarmsPer1k.toFixed(2)}` : ''),
    ),
  ];
}

/** The figures of one group as key=value pairs for the bench's last line. */
export function groupKeys(prefix: string, figures: RealFigures): Record<string, number> {
  return {
    [`${prefix}_f1`]: figures.strict.f1,
    [`${prefix}_p`]: figures.strict.precision,
    [`${prefix}_r`]: figures.strict.recall,
    [`${prefix}_lenient_f1`]: figures.lenient.f1,
    [`${prefix}_fa_per_1k`]: figures.falseAlarmsPer1k,
    [`${prefix}_fa_file_mean`]: figures.falseAlarmsFileMean,
  };
}

function shorten(value: string, length = 32): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
