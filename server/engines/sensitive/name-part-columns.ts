import { normalizeHeader } from './assets/header-rule.js';
import type { CellSignal } from './cell-signals.js';
import { matchShare, type ColumnProfile } from './column-profile.js';
import type { TableKind } from './table-kind.js';

/**
 * Headers of one part of a person's name: a surname or a given name, or its reading (姓, 名, セイ,
 * フリガナ(姓), last_name, first_name). A single word under them is a name even when no dictionary
 * knows it (Hall, 今留).
 */
const namePartHeader =
  /^(?:(?:last|first|given|family|middle|fore|sur|maiden)?names?(?:first|last|given|family)?|surname|forename|fname|lname|姓|名|氏|セイ|メイ|せい|めい|ミョウジ|みょうじ|(?:フリガナ|ふりがな|よみがな|ヨミガナ|カナ|かな|読み|よみ)?(?:姓|名|セイ|メイ))$/;
const genericNameHeader = /^names?$/;
/** One to three words of letters (O'Brien, de la Cruz, 今留, たかはし); no digits. */
const nameWord = /^[\p{L}\p{M}'’.-]+(?: [\p{L}\p{M}'’.-]+){0,2}$/u;
const placeholder = /^(?:na|n\/a|none|null|unknown|tbd|なし|無し|不明|未定|該当なし)$/i;
const maximumPartLength = 30;

/** Whether a value may be one part of a person's name. */
export function isNamePart(value: string): boolean {
  const trimmed = value.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= maximumPartLength &&
    nameWord.test(trimmed) &&
    !placeholder.test(trimmed)
  );
}

/**
 * Columns that hold one part of people's names: under a name-part header, or, in a file without
 * one, two columns side by side whose values are mostly read as names and are all single words (a
 * surname column beside a given-name column, in kanji or in kana). Tables of things and
 * statistics have none.
 */
export function findNamePartColumns(
  profiles: readonly ColumnProfile[],
  values: readonly (readonly string[])[],
  tableKind: TableKind,
): Set<number> {
  const found = new Set<number>();
  if (tableKind === 'other' || tableKind === 'statistics') return found;
  const partsShare = (column: number) => {
    const filled = values.map((row) => row[column]?.trim() ?? '').filter(Boolean);
    return filled.length ? filled.filter(isNamePart).length / filled.length : 0;
  };
  profiles.forEach((profile, column) => {
    const header = normalizeHeader(profile.header);
    if (
      namePartHeader.test(header) &&
      !genericNameHeader.test(header) &&
      profile.nonEmpty > 0 &&
      partsShare(column) >= 0.8
    )
      found.add(column);
  });
  const unlabelledNames = (column: number) => {
    const profile = profiles[column];
    return (
      profile !== undefined &&
      // Only where the file gives no header at all: beside a header, Yes/No is no given name.
      /^column \d+$/.test(profile.header) &&
      !profile.hints.known &&
      profile.nonEmpty >= 5 &&
      // Names vary from row to row; a column of flags (N, Y) does not.
      profile.distinctShare >= 0.3 &&
      matchShare(profile, 'PERSON_NAME') >= 0.5 &&
      partsShare(column) >= 0.9
    );
  };
  for (let column = 0; column + 1 < profiles.length; column++) {
    if (unlabelledNames(column) && unlabelledNames(column + 1)) {
      found.add(column);
      found.add(column + 1);
    }
  }
  return found;
}

/** Strength of a name part found by its column, whatever a dictionary says of the word alone. */
const namePartStrength = 0.5;

/** The cell's signals with the value read as one part of a person's name. */
export function withNamePart(value: string, signals: CellSignal[]): CellSignal[] {
  if (!isNamePart(value)) return signals;
  if (
    signals.some(
      (signal) =>
        signal.type === 'PERSON_NAME' &&
        !signal.singleWord &&
        !signal.reading &&
        signal.strength >= namePartStrength,
    )
  )
    return signals;
  const others = signals.filter((signal) => signal.type !== 'PERSON_NAME');
  return [...others, { type: 'PERSON_NAME', strength: namePartStrength, quote: value.trim() }];
}
