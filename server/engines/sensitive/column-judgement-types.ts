import type { NameShape } from './name-shape.js';

/**
 * What a column holds, judged from all of its first values together with its header: the names
 * of people, of organisations, of both row by row, or something else. A column is one thing: in a
 * column of people's names, a value written like the names a lexicon confirms is a name too.
 */
export type ColumnKind = 'personNames' | 'mixedNames' | 'organisationNames' | 'places' | 'other';

/** One reason for a column's kind, with the share of the column's values behind it. */
export interface ColumnEvidence {
  code:
    | 'knownNames'
    | 'patronymics'
    | 'sameShape'
    | 'nameHeader'
    | 'rosterColumns'
    | 'legalForms'
    | 'organisationWords'
    | 'placeValues';
  share: number;
}

export interface ColumnJudgement {
  column: string;
  kind: ColumnKind;
  evidence: ColumnEvidence[];
  /** The shapes of the column's confirmed names (see name-shape.ts); empty for other kinds. */
  shapes: ReadonlySet<NameShape>;
}
