import type { LanguageResources } from './language-resources.js';
import { findAddresses, matchAddress } from './recognizers/address.js';
import { findBirthStatements } from './recognizers/birth-statement.js';
import { findChecksummedNumbers, matchCardNumber, matchMyNumber } from './recognizers/checksum.js';
import { hasChineseOnlyHan } from './recognizers/chinese-han.js';
import { isCoordinates } from './recognizers/coordinates.js';
import { findDates, matchDate, plausibleBirthYear } from './recognizers/date.js';
import { findEmails, matchEmail } from './recognizers/email.js';
import {
  findEnglishNames,
  matchEnglishName,
  matchSingleNameWord,
} from './recognizers/english-name.js';
import { findEthnicTerms, matchEthnicGroup } from './recognizers/ethnic-group.js';
import {
  findJapaneseNames,
  matchJapaneseName,
  matchJapaneseNameParts,
  splitNameAndReading,
} from './recognizers/japanese-name.js';
import { normalizeValue } from './recognizers/normalize.js';
import { isOrganisationMailbox } from './recognizers/organisation-mailbox.js';
import { findLabelledNames } from './recognizers/labelled-name.js';
import { endsWithStreetWord, namesAnOrganisation } from './recognizers/organisation-name.js';
import { findPhones, matchPhone } from './recognizers/phone.js';
import type { DetectedType, OtherSubType } from './types.js';

/** What one value says on its own, before its column and table are taken into account. */
export interface CellSignal {
  type: DetectedType;
  subType?: OtherSubType;
  /** 0..1 evidence from the value alone. */
  strength: number;
  quote: string;
  checksumPassed?: boolean;
  mobile?: boolean;
  /** For dates: the year, so a column can tell birth dates from publication dates. */
  year?: number;
  /** For names: kana only, a reading. */
  reading?: boolean;
  /** Found inside longer free text rather than being the whole value. */
  inText?: boolean;
  /** One capitalised word (Kowalczyk): a name only under a name header. */
  singleWord?: boolean;
  /**
   * An English name candidate without name evidence (no known given name, surname or title): it
   * counts only in a column where most values have that evidence.
   */
  noNameEvidence?: boolean;
  /**
   * A country's name or a colour read as an ethnic group: it counts only under a header that asks
   * for a nationality, an ethnicity or a race.
   */
  needsHeader?: boolean;
  /** A bare US ZIP code (60610): a place only under a ZIP header on rows naming people. */
  postalCodeOnly?: boolean;
  /**
   * A person a role names inside an organisation's cell (代表者：山田 太郎): the label vouches for
   * the name, whatever the column's header says of names.
   */
  labelled?: boolean;
  /** A contact point of an office (info@, an extension line), reported below POSSIBLE. */
  organisationContact?: boolean;
  /**
   * For fixed lines outside Japan: country, area and exchange (+1202224), which an organisation's
   * lines share (see ColumnProfile.officeLines).
   */
  linePrefix?: string;
}

/** Values longer than this are read as free text: recognizers look for matches inside them. */
export const freeTextLength = 60;

const hasJapanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hasLatinLetter = /[A-Za-z]/;
const usZipCode = /^\d{5}(?:-\d{4})?$/;
const houseNumberAndName =
  /^[1-9]\d{0,5}[A-Z]?\s+(?:[NSEW]\.?\s+)?[A-Z][A-Za-z'.-]*(?:\s+[A-Z][A-Za-z'.-]*){0,3}(?:,?\s+(?:#|Apt\.?|Suite|Ste\.?|Unit|Floor|Fl\.?)\s*[\w-]+)?$/;
/** An extension (内線 12, ext. 34) is an office's switchboard. */
const extension = /(?:内線|\bext\.?|\bx)\s*\d{1,6}$/i;

export interface CellOptions {
  /**
   * Whole-value recognizers a column can skip: types none of its first rows matched (free text is
   * still searched for everything). Skipping the Japanese name analyzer matters most.
   */
  skip?: ReadonlySet<DetectedType>;
}

export function cellSignals(
  raw: string,
  resources: LanguageResources,
  options: CellOptions = {},
): CellSignal[] {
  const value = normalizeValue(raw);
  if (value.length === 0) return [];
  // Japanese cells broken over lines are read as text (a title over a name reads better whole).
  const parts = value.includes('\n') && !hasJapanese.test(value) ? lineParts(value) : undefined;
  if (parts) return partSignals(parts, resources, options);
  if (value.length > freeTextLength || value.includes('\n')) return textSignals(value, resources);
  const signals = withLabelledNames(value, wholeValueSignals(value, resources, options));
  if (!mayHoldEntities(value) || signals.some((signal) => signal.strength >= 0.5)) return signals;
  // A short note (母 070-…, 隣家の田中さん, a card number in brackets) is searched like free text.
  const namesake = namesAnOrganisation(value);
  const inside = textSignals(value, resources).filter(
    (found) =>
      found.quote !== value &&
      !signals.some((signal) => signal.type === found.type) &&
      !(
        (namesake || signals.some((signal) => signal.type === 'LOCATION')) &&
        found.type === 'PERSON_NAME'
      ),
  );
  return inside.length > 0 ? [...signals, ...inside] : signals;
}

/** A person a role names inside an organisation's cell (…（代表者：山田 太郎）, c/o Peter Brown). */
const labelledNameStrength = 0.65;

function withLabelledNames(value: string, signals: CellSignal[]): CellSignal[] {
  const names = findLabelledNames(value).filter(
    (name) => !signals.some((signal) => signal.type === 'PERSON_NAME' && signal.quote === name),
  );
  if (names.length === 0) return signals;
  return [
    ...signals.filter((signal) => signal.type !== 'PERSON_NAME'),
    ...names.map((quote) => ({
      type: 'PERSON_NAME' as const,
      strength: labelledNameStrength,
      quote,
      inText: true,
      labelled: true,
    })),
  ];
}

/** Lines of a cell that holds several short parts (a name, a street, a city and ZIP). */
const maxParts = 6;

function lineParts(value: string): string[] | undefined {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length < 2 || lines.length > maxParts) return undefined;
  return lines.every((line) => line.length <= freeTextLength) ? lines : undefined;
}

/**
 * A cell of short lines (Quill, Abraham⏎1423 Maple Street⏎Springfield, IL 62704) is judged line
 * by line, each as a whole value; the lines after the first are also read together as one
 * address, the way a mailing label writes it.
 */
function partSignals(
  lines: string[],
  resources: LanguageResources,
  options: CellOptions,
): CellSignal[] {
  const signals = lines.flatMap((line) => cellSignals(line, resources, options));
  if (signals.some((signal) => signal.type === 'LOCATION' && signal.strength >= 0.5))
    return signals;
  const rest = lines.slice(1).join(', ');
  const address =
    hasLatinLetter.test(rest) || hasJapanese.test(rest) ? matchAddress(rest) : undefined;
  if (address?.block)
    signals.push({
      type: 'LOCATION',
      strength: 0.6 + (address.postalCode ? 0.1 : 0),
      quote: rest,
    });
  return signals;
}

const separated = /[\s()（）「」[\]:：、,;]/;
const honorific = /(?:さん|様|さま|氏|くん|ちゃん)/;
const entityHint = /\d{2}|@|[A-Z][a-z]/;

function mayHoldEntities(value: string): boolean {
  return honorific.test(value) || (separated.test(value) && entityHint.test(value));
}

function wholeValueSignals(
  value: string,
  resources: LanguageResources,
  options: CellOptions,
): CellSignal[] {
  const skip = options.skip;
  const signals: CellSignal[] = [];
  const digitCount = countDigits(value);
  if (digitCount >= 8 && isCoordinates(value)) return [];
  if (value.includes('@')) {
    const email = matchEmail(value);
    if (email) return [emailSignal(email)];
  }
  if (digitCount >= 12) {
    const card = matchCardNumber(value);
    if (card) signals.push(numberSignal('CREDIT_CARD_NUMBER', 0.6, value, card.checksumPassed));
    const myNumber = card ? undefined : matchMyNumber(value);
    if (myNumber)
      signals.push(numberSignal('JAPAN_INDIVIDUAL_NUMBER', 0.4, value, myNumber.checksumPassed));
  }
  if (digitCount >= 9 && signals.length === 0 && !skip?.has('PHONE_NUMBER')) {
    const phone = matchPhone(value);
    if (phone)
      signals.push({
        type: 'PHONE_NUMBER',
        strength:
          (phone.valid ? 0.45 : 0.3) + (phone.mobile ? 0.1 : 0) - (phone.formatted ? 0 : 0.1),
        quote: value,
        mobile: phone.mobile,
        ...(extension.test(value) ? { organisationContact: true } : {}),
        ...(phone.country !== 'JP' && !phone.mobile
          ? { linePrefix: phone.number.slice(0, 8) }
          : {}),
      });
  }
  if (digitCount >= 2 && !skip?.has('DATE')) {
    const date = matchDate(value);
    if (date)
      signals.push({
        type: 'DATE',
        strength: plausibleBirthYear(date.year) ? 0.35 : 0.15,
        quote: value,
        year: date.year,
      });
  }
  if (signals.length > 0) return signals;
  if (usZipCode.test(value) && !skip?.has('LOCATION'))
    return [{ type: 'LOCATION', strength: 0.3, quote: value, postalCodeOnly: true }];
  const japanese = hasJapanese.test(value);
  if ((japanese || hasLatinLetter.test(value)) && !skip?.has('LOCATION')) {
    const address = matchAddress(value);
    if (address) {
      const strength = address.block
        ? address.prefecture || address.municipality
          ? 0.7
          : 0.35
        : address.prefecture && address.municipality
          ? 0.3
          : 0.15;
      signals.push({
        type: 'LOCATION',
        strength: strength + (address.postalCode ? 0.1 : 0),
        quote: value,
      });
      if (address.block) return signals;
    } else if (houseNumberAndName.test(value) && !endsWithStreetWord(value)) {
      // 55 W. Van Buren: a house number and a street written without its type. Weak alone; an
      // address header makes it one, and the words after the number are no one's name.
      signals.push({ type: 'LOCATION', strength: 0.2, quote: value });
      return signals;
    }
  }
  const ethnic = skip?.has('ETHNIC_GROUP')
    ? undefined
    : matchEthnicGroup(value, resources.englishLexicon);
  if (ethnic)
    signals.push({
      type: 'ETHNIC_GROUP',
      strength: ethnic.strength,
      quote: value,
      ...(ethnic.needsHeader ? { needsHeader: true } : {}),
    });
  if (skip?.has('PERSON_NAME')) return signals;
  if (japanese && !ethnic) {
    // Chinese text (安道尔, a country's name in Chinese) is read by no Japanese name analyzer.
    if (hasChineseOnlyHan(value)) return signals;
    const withoutReading = splitNameAndReading(value);
    const name = matchJapaneseName(withoutReading ?? value, resources.tokenizer);
    if (name)
      signals.push({
        type: 'PERSON_NAME',
        strength: name.strength,
        quote: value,
        reading: name.reading,
      });
    // A title and a name, or several people, in one cell: each part is judged on its own.
    else
      for (const part of matchJapaneseNameParts(value, resources.tokenizer))
        signals.push({ type: 'PERSON_NAME', strength: part.strength, quote: part.quote });
  } else if (!japanese && digitCount === 0 && hasLatinLetter.test(value)) {
    const name = matchEnglishName(value, resources.englishLexicon);
    if (name)
      signals.push({
        type: 'PERSON_NAME',
        strength: name.strength,
        quote: value,
        ...(name.evidence ? {} : { noNameEvidence: true }),
      });
    const word = name ? undefined : matchSingleNameWord(value, resources.englishLexicon);
    if (word)
      signals.push({
        type: 'PERSON_NAME',
        strength: word.strength,
        quote: value,
        singleWord: true,
        ...(word.evidence ? {} : { noNameEvidence: true }),
      });
  }
  return signals;
}

function emailSignal(email: string): CellSignal {
  return isOrganisationMailbox(email)
    ? { type: 'EMAIL_ADDRESS', strength: 0.9, quote: email, organisationContact: true }
    : { type: 'EMAIL_ADDRESS', strength: 0.9, quote: email };
}

/** A card or My Number filling the cell: strong only when its check digit holds. */
function numberSignal(
  subType: OtherSubType,
  strength: number,
  value: string,
  checksumPassed: boolean,
): CellSignal {
  return {
    type: 'OTHER',
    subType,
    strength: checksumPassed ? strength : 0,
    quote: value,
    checksumPassed,
  };
}

function countDigits(value: string): number {
  let count = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

/** Matches inside free text (remarks columns, text files, PDF pages). */
export function textSignals(text: string, resources: LanguageResources): CellSignal[] {
  const signals: CellSignal[] = [];
  const add = (signal: Omit<CellSignal, 'inText'>) => signals.push({ ...signal, inText: true });
  for (const email of findEmails(text)) add(emailSignal(email));
  if (/\d/.test(text)) {
    for (const number of findChecksummedNumbers(text))
      add({
        type: 'OTHER',
        subType: number.subType,
        strength: number.subType === 'CREDIT_CARD_NUMBER' ? 0.7 : 0.45,
        quote: number.quote,
        checksumPassed: true,
      });
    for (const phone of findPhones(text))
      add({
        type: 'PHONE_NUMBER',
        strength: phone.mobile ? 0.55 : 0.45,
        quote: phone.quote,
        mobile: phone.mobile,
      });
    const births = hasJapanese.test(text) ? findBirthStatements(text) : [];
    for (const birth of births) {
      add({ type: 'DATE', strength: 0.6, quote: birth.date });
      if (birth.place) add({ type: 'LOCATION', strength: 0.55, quote: birth.place });
    }
    for (const { quote, date } of findDates(text))
      if (!births.some((birth) => birth.date.includes(quote.trim())))
        add({ type: 'DATE', strength: 0.25, quote, year: date.year });
    for (const quote of findAddresses(text)) add({ type: 'LOCATION', strength: 0.55, quote });
  }
  if (hasJapanese.test(text)) {
    const names = new Set(findJapaneseNames(text, resources.tokenizer));
    // Lists of people with their titles (補佐官 山田 太郎、佐藤 花子): each part on its own.
    for (const part of matchJapaneseNameParts(text, resources.tokenizer)) names.add(part.quote);
    for (const quote of names) add({ type: 'PERSON_NAME', strength: 0.45, quote });
    for (const quote of findEthnicTerms(text)) add({ type: 'ETHNIC_GROUP', strength: 0.4, quote });
  }
  if (hasLatinLetter.test(text)) {
    for (const quote of findEnglishNames(text, resources.englishLexicon))
      add({ type: 'PERSON_NAME', strength: 0.45, quote });
  }
  return signals;
}
