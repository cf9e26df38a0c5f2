import { normalizeHeader } from './assets/header-rule.js';
import { japaneseOrganisationPattern } from './assets/organisation-words.js';
import type { CellSignal } from './cell-signals.js';
import { matchShare, type ColumnProfile } from './column-profile.js';
import { nameShapeOf, type NameShape } from './name-shape.js';
import { joinedByPatronymic } from './patronymic-name.js';
import { hasLegalForm } from './recognizers/legal-form.js';
import { isOrganisationName } from './recognizers/organisation-name.js';
import { namesakePhrase } from './assets/organisation-words.js';
import { listsFromVocabulary } from './scoring.js';

export type { ColumnEvidence, ColumnJudgement, ColumnKind } from './column-judgement-types.js';
import type { ColumnEvidence, ColumnJudgement } from './column-judgement-types.js';

/** Share of places (addresses, municipalities) that makes a column one of places. */
const placeShare = 0.5;
/** A web address or a mailbox is neither a person's nor an organisation's name. */
const addressOnTheWeb = /@|:\/\/|^www\./i;

/** Values a column needs before its kind says anything. */
const minimumValues = 5;
/** Share of organisations above which a column lists organisations. */
const organisationColumnShare = 0.6;
/** Share of organisations from which a column of names mixes people and organisations. */
const mixedShare = 0.1;
/** Share of values written like the confirmed names that makes a column one of people's names. */
const sameShapeShare = 0.7;
/** Share of names a lexicon knows that vouches for a column under a header naming people. */
const knownUnderNameHeader = 0.2;
/** Share of names a lexicon knows that vouches for a column whatever its header. */
const knownAlone = 0.5;
/** Share of different values from which a column's patronymics (… bin …) vouch for its names. */
const patronymicDistinctShare = 0.8;
/** A shape is the column's when this share of its confirmed names is written so. */
const dominantShape = 0.25;

/**
 * Columns that make each row a person (a candidate's party, a member's sex or age): beside them a
 * column of name-shaped values under a name header holds the row's person, in whatever tradition
 * the names are written.
 */
const rosterHeader =
  /^(?:party|partycode|partyname|coalition|gender|sex|age|党派|政党|所属政党|会派|性別|年齢|所属会派)$|party/;

/**
 * Whether a value names an organisation by what names nothing else: a legal form (…LLC, 株式会社),
 * a campaign named after its candidate (Friends of …), a Japanese organisation's word (…商店).
 */
export function namesOrganisation(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length === 0) return false;
  return (
    hasLegalForm(trimmed) ||
    namesakePhrase.test(trimmed) ||
    (/[\p{Script=Han}\p{Script=Katakana}]/u.test(trimmed) &&
      japaneseOrganisationPattern.test(trimmed))
  );
}

/**
 * The same, or an organisation's word (Hospital, Realty) in a value no name signal reads: a place
 * word that is also a surname (Maribel Lake, Agnes Hall) does not make a person an organisation.
 */
export function namesOrganisationAmong(value: string, signals: readonly CellSignal[]): boolean {
  return (
    namesOrganisation(value) ||
    (isOrganisationName(value) && !signals.some((signal) => signal.type === 'PERSON_NAME'))
  );
}

/** Each column's kind, from its first rows (values and signals) and the table's headers. */
export function judgeColumns(
  profiles: readonly ColumnProfile[],
  rows: readonly string[][],
  signals: readonly CellSignal[][][],
): ColumnJudgement[] {
  const roster = profiles.some(
    (profile) => profile.nonEmpty > 0 && rosterHeader.test(normalizeHeader(profile.header)),
  );
  return profiles.map((profile, column) =>
    judgeColumn(
      profile,
      rows.map((row) => row[column] ?? ''),
      signals.map((row) => row[column] ?? []),
      roster,
    ),
  );
}

function judgeColumn(
  profile: ColumnProfile,
  values: readonly string[],
  signals: readonly CellSignal[][],
  roster: boolean,
): ColumnJudgement {
  const other = (evidence: ColumnEvidence[] = []): ColumnJudgement => ({
    column: profile.header,
    kind: 'other',
    evidence,
    shapes: new Set(),
  });
  const filled = values
    .map((value, index) => ({ value: value.trim(), signals: signals[index] ?? [] }))
    .filter((cell) => cell.value.length > 0);
  // Lists from a vocabulary (古墳 近世) and columns of streets are read as no one's names already.
  if (
    filled.length < minimumValues ||
    profile.hints.reading ||
    listsFromVocabulary(profile) ||
    profile.streetShare >= 0.5
  )
    return other();
  const nameWeight = profile.hints.weights.get('PERSON_NAME') ?? 0;
  // Addresses and municipalities (…市, 千代田区) are places, however an organisation's word ends them.
  const places = matchShare(profile, 'LOCATION');
  if (places >= placeShare)
    return {
      ...other([{ code: 'placeValues', share: Math.round(places * 100) / 100 }]),
      kind: 'places',
    };
  let legalForms = 0;
  let organisations = 0;
  let patronymics = 0;
  const patronymicsCount = profile.distinctShare >= patronymicDistinctShare;
  const known: NameShape[] = [];
  const shapes: (NameShape | undefined)[] = [];
  for (const cell of filled) {
    if (addressOnTheWeb.test(cell.value)) {
      shapes.push(undefined);
      continue;
    }
    const legal = hasLegalForm(cell.value);
    const organisation = legal || namesOrganisationAmong(cell.value, cell.signals);
    if (legal) legalForms++;
    if (organisation) organisations++;
    const shape = organisation ? undefined : nameShapeOf(cell.value);
    shapes.push(shape);
    const confirmed = cell.signals.some(
      (signal) =>
        signal.type === 'PERSON_NAME' &&
        !signal.noNameEvidence &&
        !signal.singleWord &&
        !signal.inText &&
        signal.strength > 0,
    );
    if (confirmed && shape) known.push(shape);
    // A patronymic (ZALIHA BINTI MUSTAFA) confirms a name no lexicon knows, as a known name does,
    // in a column of values each different (a waste calendar repeats its Blue Bin Day).
    else if (shape && patronymicsCount && joinedByPatronymic(cell.value)) {
      known.push(shape);
      patronymics++;
    }
  }
  const share = (count: number) => Math.round((count / filled.length) * 100) / 100;
  const organisationEvidence: ColumnEvidence[] = [
    ...(legalForms > 0 ? [{ code: 'legalForms' as const, share: share(legalForms) }] : []),
    ...(organisations > legalForms
      ? [{ code: 'organisationWords' as const, share: share(organisations - legalForms) }]
      : []),
  ];
  const organisationShare = organisations / filled.length;
  if (organisationShare >= organisationColumnShare)
    return { ...other(organisationEvidence), kind: 'organisationNames' };
  const counts = new Map<NameShape, number>();
  for (const shape of known) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  const columnShapes = new Set(
    [...counts]
      .filter(([, count]) => known.length >= 2 && count >= known.length * dominantShape)
      .map(([shape]) => shape),
  );
  const sameShape = shapes.filter((shape) => shape && columnShapes.has(shape)).length;
  const knownShare = known.length / filled.length;
  const nameEvidence: ColumnEvidence[] = [
    { code: 'knownNames', share: share(known.length - patronymics) },
    ...(patronymics > 0 ? [{ code: 'patronymics' as const, share: share(patronymics) }] : []),
    { code: 'sameShape', share: share(sameShape) },
    ...(nameWeight > 0 ? [{ code: 'nameHeader' as const, share: 1 }] : []),
  ];
  if (
    nameWeight >= 0 &&
    organisationShare >= mixedShare &&
    known.length / filled.length >= mixedShare
  )
    return {
      column: profile.header,
      kind: 'mixedNames',
      evidence: [...nameEvidence, ...organisationEvidence],
      shapes: columnShapes,
    };
  if (nameWeight < 0 || organisationShare >= mixedShare) return other();
  if (sameShape / filled.length < sameShapeShare) return other();
  // A header naming people (Candidate, 氏名) vouches for a column with a few known names. A bare
  // "name" names whatever its table lists (アイスノン, Lincoln Elementary): only beside a roster's
  // columns (a party, a sex), and for names in Latin letters, does it name people.
  const latin = [...columnShapes].every((shape) => shape.startsWith('latin'));
  const anyNameHeader = nameWeight > 0 || profile.hints.genericName;
  const namingHeader = nameWeight > 0 && !profile.hints.genericName;
  const vouched =
    knownShare >= knownAlone ||
    (namingHeader && knownShare >= knownUnderNameHeader) ||
    (anyNameHeader && roster && latin);
  if (!vouched) return other();
  return {
    column: profile.header,
    kind: 'personNames',
    evidence: [
      ...nameEvidence,
      ...(roster && knownShare < knownUnderNameHeader
        ? [{ code: 'rosterColumns' as const, share: 1 }]
        : []),
    ],
    shapes: columnShapes,
  };
}
