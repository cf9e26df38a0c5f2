import type { CellSignal } from './cell-signals.js';
import {
  namesOrganisation,
  namesOrganisationAmong,
  type ColumnJudgement,
} from './column-judgement.js';
import { normalizeValue } from './recognizers/normalize.js';
import { nameShapeOf } from './name-shape.js';

/** A name that only its column vouches for: as strong as a full name the analyzer reads alone. */
const shapedNameStrength = 0.45;

/**
 * A value's signals as its column's kind reads them. In a column of people's names a value
 * written like the column's confirmed names is a name, with or without a lexicon's word for it;
 * in a column mixing people and organisations an organisation (…LLC, 株式会社…) holds no name.
 */
export function withColumnJudgement(
  cell: string,
  signals: CellSignal[],
  judgement: ColumnJudgement | undefined,
): CellSignal[] {
  if (judgement?.kind !== 'personNames' && judgement?.kind !== 'mixedNames') return signals;
  const value = normalizeValue(cell);
  if (value.length === 0) return signals;
  if (judgement.kind === 'mixedNames')
    return namesOrganisationAmong(value, signals)
      ? signals.filter((signal) => signal.type !== 'PERSON_NAME')
      : signals;
  // A name a lexicon already vouches for needs nothing from its column (most cells of most rolls).
  const named = signals.some((signal) => signal.type === 'PERSON_NAME' && !signal.inText);
  if (named && !signals.some((signal) => signal.noNameEvidence)) return signals;
  const shape = nameShapeOf(value);
  if (!shape || !judgement.shapes.has(shape) || namesOrganisation(value)) return signals;
  const confirmed = signals.map((signal) =>
    signal.type === 'PERSON_NAME' && signal.noNameEvidence
      ? {
          ...signal,
          noNameEvidence: undefined,
          strength: Math.max(signal.strength, shapedNameStrength),
        }
      : signal,
  );
  return named
    ? confirmed
    : [
        ...confirmed.filter((signal) => signal.type !== 'PERSON_NAME'),
        { type: 'PERSON_NAME', strength: shapedNameStrength, quote: value },
      ];
}

/**
 * Whether a row's subject is an organisation: its value in the column that names the row's party,
 * read with that value's signals (an organisation's word no name signal reads: … Association).
 */
export function rowNamesOrganisation(
  row: readonly string[],
  signalsByColumn: readonly CellSignal[][],
  subjectColumn: number | undefined,
): boolean {
  if (subjectColumn === undefined) return false;
  const value = normalizeValue(row[subjectColumn] ?? '');
  return value.length > 0 && namesOrganisationAmong(value, signalsByColumn[subjectColumn] ?? []);
}
