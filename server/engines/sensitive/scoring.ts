import type { CellSignal } from './cell-signals.js';
import { checksumPassRate, digitsOf, matchShare, type ColumnProfile } from './column-profile.js';
import { typeKey } from './header-hints.js';
import type { TableKind } from './table-kind.js';
import { organisationDetailTypes } from './organisation-detail-columns.js';
import { holdsBlockLevelPlaces } from './block-level-place-columns.js';

/**
 * How much a table of facilities, businesses or statistics lowers each type: their phones,
 * addresses and dates are the public details of things, while a contact person is still a person.
 */
const otherTablePenalty: Record<string, number> = {
  PHONE_NUMBER: 0.55,
  LOCATION: 0.6,
  DATE: 0.3,
  ETHNIC_GROUP: 0.5,
  EMAIL_ADDRESS: 0.3,
  PERSON_NAME: 0.1,
};
/** In statistics, nationalities and countries are category labels of counts, not of anyone. */
/**
 * Nor are they people: a country or a group that reads like a name (Sri Lanka), or a name counted
 * beside its tally (how many were given it), is a category.
 */
const statisticsTablePenalty: Record<string, number> = {
  ...otherTablePenalty,
  ETHNIC_GROUP: 1,
  PERSON_NAME: 1,
};
const peopleTableBonus = 0.1;
/** Share of a column's values with name evidence that makes it a column of names. */
const nameColumnEvidence = 0.5;
const publicDetailTypes = new Set(['PHONE_NUMBER', 'LOCATION', 'DATE', 'EMAIL_ADDRESS']);
const contactTypes = new Set(['PHONE_NUMBER', 'EMAIL_ADDRESS']);
/** An office's mailbox or phone line is shown in the report, below POSSIBLE: it is no one's. */
const organisationContactCeiling = 0.3;

/** What the table says beyond its kind. */
export interface TableContext {
  /**
   * A column names a person on each row (most values with name evidence): the row's dates and
   * postcodes are that person's (the day they gave money, their ZIP), however close together.
   */
  namedRows: boolean;
  /**
   * Those rows are money a named person gave or received (a column of amounts beside the name):
   * the dates on them are that person's transactions, however close together.
   */
  paymentsOfPeople: boolean;
}

/** Final 0..1 score of one value's signal in its column and table. */
export function scoreSignal(
  signal: CellSignal,
  profile: ColumnProfile | undefined,
  tableKind: TableKind,
  context: TableContext = { namedRows: false, paymentsOfPeople: false },
  rowOfOrganisation = false,
): number {
  const key = typeKey(signal.type, signal.subType);
  let score = signal.strength;
  if (score <= 0) return 0;
  if (signal.singleWord && !((profile?.hints.weights.get('PERSON_NAME') ?? 0) > 0)) return 0;
  // A country column (United States on every row) or hair_color: black is a place or a colour.
  if (signal.needsHeader && !((profile?.hints.weights.get(key) ?? 0) > 0)) return 0;
  // A bare ZIP code is a person's place only under a ZIP header (or after a column of state
  // codes) on rows that name people.
  const postalColumn =
    (profile?.hints.weights.get(key) ?? 0) > 0 || profile?.postalCodesAfterState === true;
  if (signal.postalCodeOnly && !(postalColumn && context.namedRows)) return 0;
  // Capitals alone are no name: a candidate without name evidence needs a column of evidenced
  // names, or a header that names people (Candidate Name) in a table of people.
  if (signal.noNameEvidence && !namesColumn(profile, tableKind)) return 0;
  // A column whose header denies names (JobTitle, Company) holds one only among evidenced names.
  const nameWeight = profile?.hints.weights.get('PERSON_NAME') ?? 0;
  if (
    signal.type === 'PERSON_NAME' &&
    !signal.inText &&
    nameWeight < 0 &&
    (profile?.nameEvidenceShare ?? 0) < nameColumnEvidence
  )
    return 0;
  // A column judged to hold people's names is one whatever the table lists around it.
  const personNames = profile?.judgement?.kind === 'personNames';
  if (signal.type === 'PERSON_NAME' && !personNames) {
    if (namesThings(signal, profile, tableKind)) return 0;
    if (strayNameAmongThings(signal, profile, tableKind)) return 0;
    if (!signal.inText && listsFromVocabulary(profile)) return 0;
  }
  // A column of places written down to their town or block (栄三丁目, 稲城市 坂浜), in a table
  // whose rows are not people, locates areas, not homes: no one's address, and no one's name.
  if (blockLevelPlaces(signal, profile, tableKind, context)) return 0;
  // A column of streets (MILL ROAD, BROOK LANE) names no one, whatever a given name says of a word.
  if (signal.type === 'PERSON_NAME' && !signal.inText && (profile?.streetShare ?? 0) >= 0.5)
    return 0;
  // In a table of things, "address" or "phone" headers name the thing's public details: they and a
  // column full of such values say little about people.
  const aboutThings =
    (tableKind === 'other' || tableKind === 'statistics') && publicDetailTypes.has(signal.type);
  if (profile) {
    const headerWeight = profile.hints.weights.get(key) ?? 0;
    // A role's label (代表者：) vouches for its name under a header naming the organisation.
    const weight = signal.labelled ? Math.max(0, headerWeight) : headerWeight;
    score += aboutThings && weight > 0 ? weight * 0.3 : weight;
    if (!signal.inText) score += columnAdjustment(signal, key, profile, aboutThings, context);
  }
  if (signal.type !== 'OTHER') {
    if (tableKind === 'people') score += peopleTableBonus;
    else if (tableKind === 'other') score -= otherTablePenalty[signal.type] ?? 0;
    else if (tableKind === 'statistics') score -= statisticsTablePenalty[signal.type] ?? 0;
  }
  const organisationContact =
    signal.organisationContact ||
    (profile?.hints.organisationContact && contactTypes.has(signal.type)) ||
    (signal.type === 'PHONE_NUMBER' &&
      (profile?.officeLines || profile?.repeatedPhones?.has(digitsOf(signal.quote))));
  if (organisationContact) score = Math.min(score, organisationContactCeiling);
  // On a row whose party is a business (a company among donors), its address, phone and date are
  // the business's: shown below POSSIBLE like an office's contact point.
  if (
    (rowOfOrganisation && publicDetailTypes.has(signal.type)) ||
    (profile?.organisationDetail === true && organisationDetailTypes.has(signal.type))
  )
    score = Math.min(score, organisationContactCeiling);
  return toHundredths(Math.max(0, Math.min(1, score)));
}

/** A column of names by its values (most have name evidence) or, in a table of people, by its header. */
function namesColumn(profile: ColumnProfile | undefined, tableKind: TableKind): boolean {
  if (!profile) return false;
  if (profile.judgement?.kind === 'personNames') return true;
  if (profile.nameEvidenceShare >= nameColumnEvidence) return true;
  return (
    tableKind === 'people' &&
    (profile.hints.weights.get('PERSON_NAME') ?? 0) > 0 &&
    !profile.hints.genericName
  );
}

/**
 * Weights are hundredths, but their sum in binary floating point is not (0.35 + 0.15 - 0.2 + 0.1
 * gives 0.3999…): rounding the sum to hundredths keeps a designed 0.4 on its band's edge.
 */
function toHundredths(score: number): number {
  return Math.round(score * 100) / 100;
}

/**
 * A bare "Name" column of a table that is not about people names libraries, sights or practices:
 * its values count as people only when most of them read as full names.
 */
function namesThings(
  signal: CellSignal,
  profile: ColumnProfile | undefined,
  tableKind: TableKind,
): boolean {
  return (
    tableKind !== 'people' &&
    !signal.inText &&
    profile !== undefined &&
    profile.hints.genericName &&
    profile.fullNameShare < 0.5
  );
}

/** Share of a column's values, at most, that a stray name-like value is read against. */
const strayNameShare = 0.1;
/** Values a column needs before its share says anything. */
const strayNameColumnSize = 20;

/**
 * In a table of things, a column whose values are almost never names and whose header names no
 * one (capitals, business names, names in another script) holds no person: the odd value that
 * reads as one (a capital named after a man, a diner named after its owner) is a coincidence.
 */
function strayNameAmongThings(
  signal: CellSignal,
  profile: ColumnProfile | undefined,
  tableKind: TableKind,
): boolean {
  return (
    (tableKind === 'other' || tableKind === 'statistics') &&
    !signal.inText &&
    profile !== undefined &&
    profile.nonEmpty >= strayNameColumnSize &&
    (profile.hints.weights.get('PERSON_NAME') ?? 0) <= 0 &&
    profile.nameEvidenceShare < strayNameShare &&
    matchShare(profile, 'PERSON_NAME') < strayNameShare
  );
}

/**
 * A column of places down to their block (holdsBlockLevelPlaces) in a table of things, or in an
 * undecided one naming no person on its rows: an address without a lot or house number cannot
 * find a person's home.
 */
function blockLevelPlaces(
  signal: CellSignal,
  profile: ColumnProfile | undefined,
  tableKind: TableKind,
  context: TableContext,
): boolean {
  const rowsOfThings =
    tableKind === 'other' ||
    tableKind === 'statistics' ||
    (tableKind === 'unknown' && !context.namedRows);
  return (
    rowsOfThings &&
    !signal.inText &&
    (signal.type === 'LOCATION' || signal.type === 'PERSON_NAME') &&
    holdsBlockLevelPlaces(profile)
  );
}

/** Spaced values a column needs before the recurrence of their words says anything. */
const vocabularyListsNeeded = 10;
/** Share of recurring words above which a column's spaced values are lists, not names. */
const vocabularyWordShare = 0.6;

/**
 * A column whose spaced values reuse the same few words (古墳 近世, 縄文土器 陶磁器, spaced by
 * U+3000: periods, finds, categories) lists things from a vocabulary; a pair of them is no surname
 * and given name.
 * A header that names people keeps its names.
 */
export function listsFromVocabulary(profile: ColumnProfile | undefined): boolean {
  return (
    profile !== undefined &&
    (profile.hints.weights.get('PERSON_NAME') ?? 0) <= 0 &&
    profile.wordLists.lists >= vocabularyListsNeeded &&
    profile.wordLists.recurringWordShare >= vocabularyWordShare
  );
}

function columnAdjustment(
  signal: CellSignal,
  key: string,
  profile: ColumnProfile,
  aboutThings: boolean,
  context: TableContext,
): number {
  const share = matchShare(profile, key);
  let adjustment =
    share >= 0.6
      ? aboutThings
        ? 0
        : 0.15
      : share >= 0.3
        ? 0.05
        : profile.nonEmpty >= 20 && share < 0.1
          ? -0.1
          : 0;
  switch (signal.type) {
    case 'OTHER': {
      // A column of identifiers passes its check digit almost always; a column of codes ~1 in 10.
      const passRate = checksumPassRate(profile, key);
      if (passRate !== undefined) adjustment += passRate >= 0.9 ? 0.3 : passRate < 0.5 ? -0.5 : 0;
      break;
    }
    case 'DATE': {
      if (share >= 0.5 && profile.dateYearSpread >= 15 && profile.birthYearShare >= 0.9)
        adjustment += 0.15;
      // Dates close together are a publication's or an event's, unless each row is a named
      // person's payment (the day a lobbyist gave money).
      else if (share >= 0.5 && profile.dateYearSpread <= 5 && !context.paymentsOfPeople)
        adjustment -= 0.2;
      break;
    }
    case 'PHONE_NUMBER': {
      if (profile.distinctShare < 0.3) adjustment -= 0.15;
      break;
    }
    case 'PERSON_NAME': {
      if (profile.distinctShare >= 0.7) adjustment += 0.05;
      else if (profile.distinctShare < 0.2) adjustment -= 0.15;
      break;
    }
    default:
      break;
  }
  return adjustment;
}
