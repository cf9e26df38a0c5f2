import type { CellSignal } from './cell-signals.js';
import type { ColumnJudgement } from './column-judgement-types.js';
import type { DetectedType } from './types.js';
import { headerHints, typeKey, type HeaderHints } from './header-hints.js';
import { isCoordinates } from './recognizers/coordinates.js';
import { plausibleBirthYear } from './recognizers/date.js';
import { normalizeValue } from './recognizers/normalize.js';
import { endsWithStreetWord, isOrganisationName } from './recognizers/organisation-name.js';
import { isBlockLevelPlace } from './recognizers/block-level-place.js';
import { wordListsOf, type WordLists } from './word-lists.js';
import { namesOrganisationDetail } from './organisation-detail-columns.js';

interface TypeTally {
  count: number;
  strengthSum: number;
  /** Values with the shape of a checksummed identifier, and how many of them passed. */
  shaped: number;
  passed: number;
}

/** What the first window of rows says about one column: the context single values lack. */
export interface ColumnProfile {
  header: string;
  hints: HeaderHints;
  nonEmpty: number;
  distinctShare: number;
  tallies: Map<string, TypeTally>;
  /** Spread of the years of the column's dates; birth dates spread over decades. */
  dateYearSpread: number;
  birthYearShare: number;
  mobileShare: number;
  /** Decimal coordinates: a sign of a facilities or statistics table. */
  coordinates: boolean;
  /** Share of counts and amounts (1,203, 12.5, or - and * for a suppressed cell). */
  numericShare: number;
  /** Share of values read as a person's full name (not one word, not inside text). */
  fullNameShare: number;
  /**
   * Share of values read as a name with name evidence (a known given name, surname or title):
   * in a column where most have it, the others are names too (Adaeze Okonkwo-Bello beside Peter Smith).
   */
  nameEvidenceShare: number;
  /** Share of values that name an organisation or a facility (…病院, … SURGERY). */
  organisationNameShare: number;
  /**
   * An organisation's switchboard range: at least ten fixed lines outside Japan, most of the
   * column's phones, share their area and exchange (a parliament's 202-224-…). In Japan a town's
   * residents share them too, so Japanese lines never count.
   */
  officeLines: boolean;
  /** Share of values written as money ($500.00, 1,000円). */
  moneyShare: number;
  /** Share of values ending in a street word (GERARD AVENUE, Station Road). */
  streetShare: number;
  /** Share of Japanese places written down to their town or block only (栄三丁目): see block-level-place.ts. */
  blockLevelShare: number;
  /** Share of date values that also give a time of day (05/01/2022 12:00:03 AM). */
  dateTimeShare: number;
  /** Spaced values and how often their words recur: lists from a vocabulary (古墳 近世). */
  wordLists: WordLists;
  /** Recognizers the rest of the column can skip (see CellOptions.skip). */
  skip: ReadonlySet<DetectedType>;
  /**
   * Phone numbers (digits only) that recur on several rows of the column: one office's number
   * printed on every row it answers for (a waste category's notice, a department's contact).
   */
  repeatedPhones?: ReadonlySet<string>;
  /** ZIP codes right after a column of US state codes (City, ST, ZIP): places without a header. */
  postalCodesAfterState?: boolean;
  /** What the column holds, judged from all of its first values (column-judgement.ts). */
  judgement?: ColumnJudgement;
  /** The header names an organisation's detail (Employer Address): see organisation-detail-columns.ts. */
  organisationDetail?: boolean;
}

/** Below this many values in the window a column's silence proves nothing. */
const minimumValuesToSkip = 50;
const skippableTypes: DetectedType[] = [
  'PERSON_NAME',
  'LOCATION',
  'PHONE_NUMBER',
  'DATE',
  'ETHNIC_GROUP',
];

const timeOfDay = /\d{1,2}:\d{2}/;
const moneyValue = /^[$¥£€]\s?\d|^\d[\d,]*(?:\.\d+)?\s?円$/;
const numeric = /^(?:[-+]?\d[\d,]*(?:\.\d+)?%?|[-－―‐…*＊xX])$/;

export function profileColumn(
  header: string,
  values: readonly string[],
  signals: readonly CellSignal[][],
): ColumnProfile {
  const hints = headerHints(header);
  const tallies = new Map<string, TypeTally>();
  const distinct = new Set<string>();
  let nonEmpty = 0;
  let coordinates = 0;
  let numbers = 0;
  let mobiles = 0;
  let minYear = Infinity;
  let maxYear = -Infinity;
  let dates = 0;
  let birthYears = 0;
  let fullNames = 0;
  let evidencedNames = 0;
  let organisationNames = 0;
  const linePrefixes = new Map<string, number>();
  let dateTimes = 0;
  let streets = 0;
  let blockLevelPlaces = 0;
  let moneyValues = 0;
  const phoneCounts = new Map<string, number>();
  values.forEach((value, index) => {
    const trimmed = value.trim();
    if (trimmed.length === 0) return;
    nonEmpty++;
    if (distinct.size < 5000) distinct.add(trimmed);
    if (isCoordinates(trimmed)) coordinates++;
    if (numeric.test(trimmed)) numbers++;
    if (isOrganisationName(normalizeValue(trimmed))) organisationNames++;
    if (endsWithStreetWord(trimmed)) streets++;
    if (isBlockLevelPlace(trimmed)) blockLevelPlaces++;
    if (moneyValue.test(trimmed)) moneyValues++;
    const cellSignals = (signals[index] ?? []).filter((signal) => !signal.noNameEvidence);
    if (
      (signals[index] ?? []).some(
        (signal) => signal.type === 'PERSON_NAME' && !signal.noNameEvidence,
      )
    )
      evidencedNames++;
    if (timeOfDay.test(trimmed) && cellSignals.some((signal) => signal.type === 'DATE'))
      dateTimes++;
    if (
      cellSignals.some(
        (signal) =>
          signal.type === 'PERSON_NAME' &&
          !signal.singleWord &&
          !signal.inText &&
          signal.strength >= 0.45,
      )
    )
      fullNames++;
    const seen = new Set<string>();
    for (const signal of cellSignals) {
      const key = typeKey(signal.type, signal.subType);
      const tally = tallies.get(key) ?? { count: 0, strengthSum: 0, shaped: 0, passed: 0 };
      tallies.set(key, tally);
      if (signal.checksumPassed !== undefined) {
        tally.shaped++;
        if (signal.checksumPassed) tally.passed++;
      }
      if (signal.strength <= 0 || seen.has(key)) continue;
      seen.add(key);
      tally.count++;
      tally.strengthSum += signal.strength;
      if (signal.mobile) mobiles++;
      if (signal.type === 'PHONE_NUMBER') {
        const digits = digitsOf(signal.quote);
        phoneCounts.set(digits, (phoneCounts.get(digits) ?? 0) + 1);
      }
      if (signal.linePrefix)
        linePrefixes.set(signal.linePrefix, (linePrefixes.get(signal.linePrefix) ?? 0) + 1);
      if (signal.year !== undefined) {
        dates++;
        minYear = Math.min(minYear, signal.year);
        maxYear = Math.max(maxYear, signal.year);
        if (plausibleBirthYear(signal.year)) birthYears++;
      }
    }
  });
  const skip = new Set<DetectedType>();
  if (nonEmpty >= minimumValuesToSkip) {
    for (const type of skippableTypes)
      if (!tallies.get(type)?.count && !((hints.weights.get(type) ?? 0) > 0)) skip.add(type);
  }
  return {
    header,
    hints,
    nonEmpty,
    distinctShare: nonEmpty ? distinct.size / nonEmpty : 0,
    tallies,
    dateYearSpread: dates ? maxYear - minYear : 0,
    birthYearShare: dates ? birthYears / dates : 0,
    mobileShare: nonEmpty ? mobiles / nonEmpty : 0,
    coordinates: nonEmpty > 0 && coordinates / nonEmpty >= 0.8,
    numericShare: nonEmpty ? numbers / nonEmpty : 0,
    fullNameShare: nonEmpty ? fullNames / nonEmpty : 0,
    nameEvidenceShare: nonEmpty ? evidencedNames / nonEmpty : 0,
    organisationNameShare: nonEmpty ? organisationNames / nonEmpty : 0,
    dateTimeShare: nonEmpty ? dateTimes / nonEmpty : 0,
    streetShare: nonEmpty ? streets / nonEmpty : 0,
    blockLevelShare: nonEmpty ? blockLevelPlaces / nonEmpty : 0,
    moneyShare: nonEmpty ? moneyValues / nonEmpty : 0,
    wordLists: wordListsOf(values),
    organisationDetail: namesOrganisationDetail(header),
    officeLines: sharesOfficePrefix(linePrefixes, tallies.get('PHONE_NUMBER')?.count ?? 0),
    repeatedPhones: new Set(
      [...phoneCounts].filter(([, count]) => count >= minimumRepeats).map(([digits]) => digits),
    ),
    skip,
  };
}

/** A number on this many rows of a column is an office's, not a person's. */
const minimumRepeats = 3;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

const minimumOfficeLines = 10;

function sharesOfficePrefix(linePrefixes: Map<string, number>, phones: number): boolean {
  const largest = Math.max(0, ...linePrefixes.values());
  return largest >= minimumOfficeLines && largest >= phones / 2;
}

/** Share of the column's non-empty values that matched a type (0 when the column is empty). */
export function matchShare(profile: ColumnProfile, key: string): number {
  const tally = profile.tallies.get(key);
  return tally && profile.nonEmpty ? tally.count / profile.nonEmpty : 0;
}

export function meanStrength(profile: ColumnProfile, key: string): number {
  const tally = profile.tallies.get(key);
  return tally && tally.count ? tally.strengthSum / tally.count : 0;
}

/** Share of identifier-shaped values whose check digit holds; undefined with too few to judge. */
export function checksumPassRate(profile: ColumnProfile, key: string): number | undefined {
  const tally = profile.tallies.get(key);
  return tally && tally.shaped >= 5 ? tally.passed / tally.shaped : undefined;
}
