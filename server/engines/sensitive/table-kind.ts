import { normalizeHeader } from './assets/header-rule.js';
import { matchShare, meanStrength, type ColumnProfile } from './column-profile.js';
import { nameTallyColumn } from './name-frequencies.js';
import { holdsBlockLevelPlaces } from './block-level-place-columns.js';

/**
 * Records of people (members, patients, applicants) versus tables about facilities or businesses,
 * where a phone number, an address or a date is public information about a thing, and statistics
 * (counts by nationality, by age), whose category labels describe no one.
 */
export type TableKind = 'people' | 'other' | 'statistics' | 'unknown';

/**
 * How the table's rows read, as the report says it: records of people, things (facilities,
 * businesses, statistics), things that name a person each (a hospital and its director), or
 * nothing decided.
 */
export type TableRows = 'people' | 'things' | 'mixed' | 'undecided';

/** One reason the judgement gives, with the column it was read from. */
export interface TableEvidence {
  code:
    | 'peopleHeaders'
    | 'thingHeaders'
    | 'fullNames'
    | 'birthDates'
    | 'mobilePhones'
    | 'individualNumbers'
    | 'organisationNames'
    | 'coordinates'
    | 'countsByCategory'
    | 'eventTimes'
    | 'representatives'
    | 'animalsOrPlants'
    | 'personAttributes';
  columns: string[];
}

export interface TableJudgement {
  kind: TableKind;
  rows: TableRows;
  evidence: TableEvidence[];
}

const speciesHeader = /species|breed|genus|taxon|cultivar/;

/** What only a person has: an age, a sex or gender, a birth date, a salutation (Ms, Dr). */
const personAttributeHeader =
  /^(?:age|ageatdeath|sex|gender|dob|dateofbirth|birthdate|birthday|salutation|honorific|年齢|性別|生年月日|敬称)$/;

const coordinateHeader = /^(?:lat|lon|lng|long|x|y)$|latitude|longitude|緯度|経度/;

/** The person who answers for an organisation (代表者, 担当者, a representative). */
const representativeHeader =
  /代表者|担当者|責任者|管理者|営業者|開設者|経営者|representative|contactperson|contactname|principalofficer|owner|proprietor|licensee|operator|manager/;

export function classifyTable(profiles: readonly ColumnProfile[]): TableKind {
  return judgeTable(profiles).kind;
}

/** The table's kind, and the columns that made it: one explicit step, shown in reports. */
export function judgeTable(profiles: readonly ColumnProfile[]): TableJudgement {
  const evidence = new Map<TableEvidence['code'], string[]>();
  const note = (code: TableEvidence['code'], column: string) => {
    const columns = evidence.get(code) ?? [];
    if (!columns.includes(column)) columns.push(column);
    evidence.set(code, columns);
  };
  const judged = (kind: TableKind): TableJudgement => ({
    kind,
    rows: rowsOf(kind, evidence),
    evidence: [...evidence].map(([code, columns]) => ({ code, columns })),
  });
  // In a list of businesses or facilities, their representatives' names are a detail of each
  // organisation: that column is still a person's name, but it does not make the list one of people.
  const organisationsListed = profiles.some(listsOrganisations);
  let vote = 0;
  let coordinates = false;
  let organisationNames = false;
  let personColumns = 0;
  let eventTimes = false;
  for (const profile of profiles) {
    const column = profile.header;
    if (isEventTimeColumn(profile)) {
      eventTimes = true;
      note('eventTimes', column);
    }
    if (organisationsListed && representativeHeader.test(normalizeHeader(profile.header))) {
      if (profile.nonEmpty > 0) note('representatives', column);
      continue;
    }
    const nameWeight = profile.hints.weights.get('PERSON_NAME') ?? 0;
    const nameShare = matchShare(profile, 'PERSON_NAME');
    // A "name" column of library and clinic names names no one: its header's vote does not count.
    // Under a bare "Name", single words and place-like phrases (Altgeld, Riverside) are not enough.
    const namesNoOne =
      nameWeight > 0 &&
      profile.nonEmpty >= 2 &&
      (nameShare < 0.1 || (profile.hints.genericName && profile.fullNameShare < 0.3));
    if (!namesNoOne && profile.nonEmpty > 0) {
      vote += profile.hints.tableVote;
      if (profile.hints.tableVote > 0) note('peopleHeaders', column);
      if (profile.hints.tableVote < 0) note('thingHeaders', column);
    }
    // A bare "name" column whose values are no one's (IHクッキングヒーター, Oak Park Library) names
    // the things the table lists: its header votes for things (the report cites it as such).
    if (namesThingsByValues(profile)) {
      vote -= 2;
      note('thingHeaders', column);
    }
    if (isOrganisationNameColumn(profile) || namesEachRowsBusinessByHeader(profile)) {
      organisationNames = true;
      note('organisationNames', column);
    }
    if (profile.coordinates || coordinateHeader.test(normalizeHeader(profile.header))) {
      coordinates = true;
      note('coordinates', column);
    }
    if (nameWeight > 0 && !profile.hints.reading && nameShare >= 0.3) personColumns++;
    // A column judged to hold people's names (or people and companies row by row, under a header
    // naming people: Contributor) names the row's person, whatever a lexicon knows of the names.
    const judgedNames =
      profile.judgement?.kind === 'personNames' ||
      (profile.judgement?.kind === 'mixedNames' && nameWeight > 0);
    if (
      (judgedNames ||
        (nameWeight >= 0 &&
          nameShare >= 0.6 &&
          meanStrength(profile, 'PERSON_NAME') >= 0.5 &&
          profile.distinctShare >= 0.5)) &&
      // Towns and blocks under an address header (稲城市 坂浜) read as names but are places.
      !holdsBlockLevelPlaces(profile)
    ) {
      vote += 2;
      personColumns++;
      note('fullNames', column);
    }
    if (
      matchShare(profile, 'DATE') >= 0.6 &&
      profile.dateYearSpread >= 20 &&
      profile.birthYearShare >= 0.9
    ) {
      vote += 1;
      note('birthDates', column);
    }
    if (profile.mobileShare >= 0.3) {
      vote += 1;
      note('mobilePhones', column);
    }
    if (matchShare(profile, 'JAPAN_INDIVIDUAL_NUMBER') >= 0.6) {
      vote += 1;
      note('individualNumbers', column);
    }
  }
  // A species or breed column says the rows are animals or plants: their names, sexes and birth
  // dates are no one's, however much they look like a register of people.
  const species = profiles.find(
    (profile) => profile.nonEmpty > 0 && speciesHeader.test(normalizeHeader(profile.header)),
  );
  if (species) {
    note('animalsOrPlants', species.header);
    return judged('other');
  }
  // Names beside their tallies (how many babies were given each name) are categories of counts.
  const tally = nameTallyColumn(profiles);
  if (tally) {
    note('countsByCategory', tally.header);
    return judged('statistics');
  }
  if (personColumns === 0 && isCountTable(profiles)) {
    note('countsByCategory', profiles.find((profile) => profile.numericShare >= 0.8)?.header ?? '');
    return judged('statistics');
  }
  // A latitude and a longitude place a facility, but also the incident a caller reported: they
  // say "things" only in a table without person columns, and once however many there are.
  if (coordinates && personColumns === 0) vote -= 2;
  // So does a column of organisation or facility names, each different (a hospital list).
  if (organisationNames && personColumns === 0) vote -= 2;
  if (vote >= 2) return judged('people');
  // A person's name on each row (whole or in parts), with their age, sex or salutation beside it,
  // is a record of people however many columns of context (county statistics, agencies) it carries.
  const personAttributes = profiles.filter(
    (profile) =>
      profile.nonEmpty > 0 && personAttributeHeader.test(normalizeHeader(profile.header)),
  );
  if (personColumns > 0 && personAttributes.length > 0) {
    for (const profile of personAttributes) note('personAttributes', profile.header);
    return judged('people');
  }
  // Agency, facility and borough headers describe where an event happened, not what the table
  // lists: a log of events stays undecided, so its callers' details are not taken for public. A
  // list naming a different facility on each row is a list of things, however finely stamped.
  const eventLog = eventTimes && !profiles.some(namesEachRowsOrganisation);
  if (vote <= -2 && !eventLog) return judged('other');
  return judged('unknown');
}

/** People, things, things that each name a person, or undecided, as the report words it. */
function rowsOf(
  kind: TableKind,
  evidence: ReadonlyMap<TableEvidence['code'], string[]>,
): TableRows {
  if (kind === 'people') return 'people';
  if (kind === 'unknown') return 'undecided';
  return evidence.has('representatives') || evidence.has('fullNames') ? 'mixed' : 'things';
}

/** Organisation or facility names, each different (…病院, … SURGERY), whatever the header. */
function isOrganisationNameColumn(profile: ColumnProfile): boolean {
  return (
    profile.nonEmpty >= 3 &&
    profile.organisationNameShare >= 0.6 &&
    profile.distinctShare >= 0.8 &&
    !((profile.hints.weights.get('PERSON_NAME') ?? 0) > 0 && !profile.hints.genericName)
  );
}

/**
 * A column whose header names the business or facility each row is, a different one on each
 * row: the rows are those businesses, however plain their names (小綿商店, ヴィラ・パッパーレ)
 * and whatever a lexicon knows of them.
 */
function namesEachRowsBusinessByHeader(profile: ColumnProfile): boolean {
  return (
    profile.nonEmpty >= 3 &&
    profile.hints.business &&
    !profile.hints.reading &&
    (profile.hints.weights.get('PERSON_NAME') ?? 0) < 0 &&
    profile.numericShare < 0.5 &&
    profile.distinctShare >= 0.8 &&
    profile.streetShare < 0.5
  );
}

/** A column that names the organisations a table lists: by its values or by its header (事業者名). */
function listsOrganisations(profile: ColumnProfile): boolean {
  return (
    isOrganisationNameColumn(profile) ||
    (profile.nonEmpty >= 3 &&
      profile.hints.tableVote <= -2 &&
      (profile.hints.weights.get('PERSON_NAME') ?? 0) < 0)
  );
}

/** A different organisation or facility on each row (not a street on each row). */
function namesEachRowsOrganisation(profile: ColumnProfile): boolean {
  return listsOrganisations(profile) && profile.distinctShare >= 0.8 && profile.streetShare < 0.5;
}

/** Share of a bare "name" column's values read as people's full names below which it names things. */
const thingNamesShare = 0.1;

/** A bare "name" column of at least a few values, almost none of them a person's full name. */
function namesThingsByValues(profile: ColumnProfile): boolean {
  return (
    profile.hints.genericName &&
    profile.nonEmpty >= 5 &&
    profile.numericShare < 0.5 &&
    profile.fullNameShare < thingNamesShare
  );
}

/** Each row's own moment: date-times, nearly all different (a request's creation time). */
function isEventTimeColumn(profile: ColumnProfile): boolean {
  return profile.nonEmpty >= 5 && profile.dateTimeShare >= 0.8 && profile.distinctShare >= 0.8;
}

/** Category labels (国籍, Nationality) beside counts, each category on its own row. */
function isCountTable(profiles: readonly ColumnProfile[]): boolean {
  const filled = profiles.filter((profile) => profile.nonEmpty > 0);
  const counts = filled.filter((profile) => profile.numericShare >= 0.8);
  const labels = filled.filter((profile) => profile.numericShare < 0.8);
  if (counts.length === 0 || counts.length < labels.length) return false;
  return (
    counts.some((profile) => profile.hints.tableVote < 0) ||
    labels.some((profile) => profile.distinctShare >= 0.9)
  );
}
