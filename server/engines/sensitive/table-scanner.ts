import { cellSignals, type CellSignal } from './cell-signals.js';
import { profileColumn, type ColumnProfile } from './column-profile.js';
import type { FindingsSink } from './findings-sink.js';
import { findHeaderRow } from './header-row.js';
import { findPostalCodeColumns } from './postal-code-columns.js';
import { withOwnMailboxes } from './own-mailboxes.js';
import type { LanguageResources } from './language-resources.js';
import { scoreSignal, type TableContext } from './scoring.js';
import { findNamePartColumns, withNamePart } from './name-part-columns.js';
import { readingsOfThingNames } from './readings-of-thing-names.js';
import { holdsBlockLevelPlaces } from './block-level-place-columns.js';
import { judgeColumns } from './column-judgement.js';
import { rowNamesOrganisation, withColumnJudgement } from './judged-column-signals.js';
import { summarizeColumnJudgements } from './column-judgement-summary.js';
import type { ColumnJudgementSummary } from './types.js';
import { judgeTable, type TableJudgement, type TableKind } from './table-kind.js';
import { checkAborted } from './scan-errors.js';

/** Rows read before columns are profiled; the rest of the table streams through those profiles. */
export const profileWindowRows = 200;

export interface TableInput {
  sheet?: string;
  rows: AsyncIterable<string[]>;
  /**
   * Column names known by the reader (JSON key paths), which may grow while rows stream; without
   * them the header row is detected among the first rows.
   */
  columnNames?: string[];
}

export interface TableScanContext {
  resources: LanguageResources;
  sink: FindingsSink;
  signal?: AbortSignal;
  /** Receives each table's kind and its evidence, once its first rows are profiled. */
  onJudgement?: (
    judgement: TableJudgement & { sheet?: string; columns: ColumnJudgementSummary[] },
  ) => void;
}

/** Scans one table (a CSV file, a sheet, a JSON array); returns the number of data rows seen. */
export async function scanTable(table: TableInput, context: TableScanContext): Promise<number> {
  const window: string[][] = [];
  const iterator = table.rows[Symbol.asyncIterator]();
  let exhausted = false;
  while (window.length < profileWindowRows) {
    const next = await iterator.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    window.push(next.value);
  }
  const headerIndex = table.columnNames ? -1 : findHeaderRow(window);
  const headerRow = headerIndex >= 0 ? window[headerIndex]! : [];
  const dataWindow = window.slice(headerIndex + 1);
  const columnName = (index: number) =>
    table.columnNames?.[index] ?? (headerRow[index]?.trim() || `column ${index + 1}`);

  const windowSignals = dataWindow.map((row) =>
    row.map((cell) => cellSignals(cell, context.resources)),
  );
  const width = Math.max(
    0,
    ...dataWindow.map((row) => row.length),
    headerRow.length,
    table.columnNames?.length ?? 0,
  );
  let profiles: ColumnProfile[] = [];
  for (let column = 0; column < width; column++) {
    profiles.push(
      profileColumn(
        columnName(column),
        dataWindow.map((row) => row[column] ?? ''),
        windowSignals.map((row) => row[column] ?? []),
      ),
    );
  }
  for (const column of findPostalCodeColumns(dataWindow))
    if (profiles[column]) profiles[column] = { ...profiles[column], postalCodesAfterState: true };
  profiles = readingsOfThingNames(profiles);
  const columnJudgements = judgeColumns(profiles, dataWindow, windowSignals);
  profiles = profiles.map((profile, column) => ({
    ...profile,
    judgement: columnJudgements[column],
  }));
  const judgement = {
    ...judgeTable(profiles),
    columns: summarizeColumnJudgements(columnJudgements),
  };
  context.onJudgement?.(
    table.sheet === undefined ? judgement : { ...judgement, sheet: table.sheet },
  );
  const subjectColumn = rowSubjectColumn(profiles);
  const tableKind = judgement.kind;
  const namedRows = profiles.some(namesEachRowsPerson);
  const tableContext: TableContext = {
    namedRows,
    paymentsOfPeople: namedRows && profiles.some(isAmountColumn),
  };
  const nameParts = findNamePartColumns(profiles, dataWindow, tableKind);
  const signalsOf = (cell: string, column: number, signals: CellSignal[]) =>
    withColumnJudgement(
      cell,
      nameParts.has(column) ? withNamePart(cell, signals) : signals,
      profiles[column]?.judgement,
    );
  windowSignals.forEach((row, index) =>
    row.forEach((signals, column) => {
      row[column] = signalsOf(dataWindow[index]![column] ?? '', column, signals);
    }),
  );
  const profileOf = (column: number): ColumnProfile =>
    (profiles[column] ??= profileColumn(columnName(column), [], []));

  let row = 0;
  const emitRow = (signalsByColumn: CellSignal[][], cells: readonly string[]) => {
    row++;
    const ofOrganisation = rowNamesOrganisation(cells, signalsByColumn, subjectColumn);
    withOwnMailboxes(signalsByColumn).forEach((signals, column) => {
      for (const signal of signals)
        emit(
          context.sink,
          { row, column: profileOf(column).header, sheet: table.sheet },
          signal,
          profileOf(column),
          tableKind,
          tableContext,
          ofOrganisation,
        );
    });
  };
  windowSignals.forEach((signals, index) => emitRow(signals, dataWindow[index] ?? []));
  await context.sink.flush();
  if (exhausted) return row;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const cells = next.value;
    emitRow(
      cells.map((cell, column) =>
        signalsOf(
          cell,
          column,
          cellSignals(cell, context.resources, { skip: profileOf(column).skip }),
        ),
      ),
      cells,
    );
    if (context.sink.wantsFlush) await context.sink.flush();
    if ((row & 1023) === 0) checkAborted(context.signal);
  }
  await context.sink.flush();
  return row;
}

/**
 * The column that names each row's party when it mixes people and organisations (Contributor
 * Name, owner_name): on a row naming a company, the row's details are the company's.
 */
function rowSubjectColumn(profiles: readonly ColumnProfile[]): number | undefined {
  const index = profiles.findIndex(
    (profile) =>
      profile.judgement?.kind === 'mixedNames' &&
      (profile.hints.weights.get('PERSON_NAME') ?? 0) > 0,
  );
  return index >= 0 ? index : undefined;
}

/** A column naming a person on most rows, by its values' name evidence (not by its header alone). */
function namesEachRowsPerson(profile: ColumnProfile): boolean {
  if (holdsBlockLevelPlaces(profile)) return false;
  const judged = profile.judgement?.kind;
  if (judged === 'personNames') return true;
  if (judged === 'mixedNames' && (profile.hints.weights.get('PERSON_NAME') ?? 0) > 0) return true;
  return (
    profile.nonEmpty >= 5 &&
    profile.nameEvidenceShare >= 0.6 &&
    (profile.hints.weights.get('PERSON_NAME') ?? 0) >= 0 &&
    !profile.hints.reading
  );
}

const amountHeader =
  /amount|contribution|donation|payment|receipt|expenditure|金額|寄附|寄付|支出額|収入額/i;

/** Sums of money: by the header (AMOUNT, 金額) or by values written with a currency ($500.00). */
function isAmountColumn(profile: ColumnProfile): boolean {
  return profile.nonEmpty > 0 && (amountHeader.test(profile.header) || profile.moneyShare >= 0.5);
}

function emit(
  sink: FindingsSink,
  location: { row: number; column: string; sheet?: string },
  signal: CellSignal,
  profile: ColumnProfile,
  tableKind: TableKind,
  context: TableContext,
  rowOfOrganisation: boolean,
): void {
  const score = scoreSignal(signal, profile, tableKind, context, rowOfOrganisation);
  if (score <= 0) return;
  sink.add(
    location.sheet === undefined ? { row: location.row, column: location.column } : location,
    signal.type,
    signal.subType,
    score,
    signal.quote,
  );
}
