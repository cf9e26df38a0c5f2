export interface DateMatch {
  year: number;
  month: number;
  day: number;
  /** Written with a Japanese era (令和6年1月2日, R6.1.2). */
  era: boolean;
}

// First year of each era in the Gregorian calendar, minus one: era year N is base + N.
const eraBase: Record<string, number> = {
  令和: 2018,
  R: 2018,
  平成: 1988,
  H: 1988,
  昭和: 1925,
  S: 1925,
  大正: 1911,
  T: 1911,
  明治: 1867,
  M: 1867,
  // One-kanji abbreviations, as in 昭22.12.1.
  令: 2018,
  平: 1988,
  昭: 1925,
  大: 1911,
  明: 1867,
};

const eraKanji =
  /^(令和|平成|昭和|大正|明治|[令平昭大明])\s*(元|\d{1,2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?$/;
const eraLetter =
  /^([RHSTM]|令和|平成|昭和|大正|明治|[令平昭大明])\s*(元|\d{1,2})[./-](\d{1,2})[./-](\d{1,2})$/i;
/** A time of day after a US or named-month date: 3/15/2024 10:30 AM, March 5, 2024 14:05. */
const timeOfDay = String.raw`(?:[ T,]+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?)?`;
const yearFirst =
  /^(\d{4})\s*(?:[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})|年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?)(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const compactYearFirst = /^(19|20)(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const monthFirst = new RegExp(String.raw`^(\d{1,2})[/-](\d{1,2})[/-](\d{4})${timeOfDay}$`);
/** US dates with a two-digit year (6/10/13), as payroll and HR exports write hire dates. */
const monthFirstShortYear = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/;
const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const namedMonthFirst = new RegExp(
  String.raw`^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})${timeOfDay}$`,
);
const dayFirstNamed = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/;

/** A whole value that is one calendar date (time of day allowed for ISO forms). */
export function matchDate(value: string): DateMatch | undefined {
  let match = eraKanji.exec(value) ?? eraLetter.exec(value);
  if (match) {
    const base = eraBase[match[1]!.toUpperCase()] ?? eraBase[match[1]!];
    if (base === undefined) return undefined;
    const eraYear = match[2] === '元' ? 1 : Number(match[2]);
    return valid(base + eraYear, Number(match[3]), Number(match[4]), true);
  }
  match = yearFirst.exec(value);
  if (match)
    return valid(
      Number(match[1]),
      Number(match[2] ?? match[4]),
      Number(match[3] ?? match[5]),
      false,
    );
  match = compactYearFirst.exec(value);
  if (match) return valid(Number(match[1]! + match[2]!), Number(match[3]), Number(match[4]), false);
  match = monthFirst.exec(value);
  if (match) {
    // 01/02/1990 is ambiguous; read it US-style unless the first part cannot be a month.
    const first = Number(match[1]);
    const second = Number(match[2]);
    return first > 12
      ? valid(Number(match[3]), second, first, false)
      : valid(Number(match[3]), first, second, false);
  }
  match = monthFirstShortYear.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[2]);
    const year = fullYear(Number(match[3]));
    return first > 12 ? valid(year, second, first, false) : valid(year, first, second, false);
  }
  match = namedMonthFirst.exec(value);
  if (match) return valid(Number(match[3]), monthIndex(match[1]!), Number(match[2]), false);
  match = dayFirstNamed.exec(value);
  if (match) return valid(Number(match[3]), monthIndex(match[2]!), Number(match[1]), false);
  return undefined;
}

/** 13 is 2013 and 79 is 1979: a two-digit year is at most this year. */
function fullYear(twoDigits: number, now = new Date()): number {
  const current = now.getUTCFullYear();
  const year = Math.floor(current / 100) * 100 + twoDigits;
  return year > current ? year - 100 : year;
}

function monthIndex(name: string): number {
  return monthNames.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function valid(year: number, month: number, day: number, era: boolean): DateMatch | undefined {
  if (year < 1868 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day, era } : undefined;
}

/**
 * Dates of birth lie between 120 years ago and today; publication and event dates cluster in the
 * last few years, so a column whose dates spread over decades looks like birth dates.
 */
export function plausibleBirthYear(year: number, now = new Date()): boolean {
  const current = now.getUTCFullYear();
  return year >= current - 120 && year <= current;
}

const dateInText =
  /(?:令和|平成|昭和|大正|明治)\s*(?:元|\d{1,2})\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|(?<![A-Za-z0-9])[RHSTM令平昭大明]\d{1,2}\.\d{1,2}\.\d{1,2}(?!\d)|(?<!\d)\d{4}\s*(?:年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|[-/.]\d{1,2}[-/.]\d{1,2})(?!\d)|(?<!\d)\d{1,2}\/\d{1,2}\/\d{4}(?!\d)|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b/g;

export function findDates(text: string): { quote: string; date: DateMatch }[] {
  const found: { quote: string; date: DateMatch }[] = [];
  for (const quote of text.match(dateInText) ?? []) {
    const date = matchDate(quote.trim());
    if (date) found.push({ quote, date });
  }
  return found;
}
