import {
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';

export interface PhoneMatch {
  /** E.164 form, for de-duplication. */
  number: string;
  country?: CountryCode;
  /** Mobile numbers belong to people far more often than fixed lines (facilities publish those). */
  mobile: boolean;
  /** Written with separators or a + prefix, as phone numbers are; bare digit runs may be codes. */
  formatted: boolean;
  /** Valid by the numbering plan (not merely the right length). */
  valid: boolean;
}

const phoneShape = /^(?:tel[:.]?\s*)?\+?[\d\s().-]{9,22}(?:\s*(?:x|ext\.?|内線)\s*\d{1,6})?$/i;
// Without a trunk 0 or a +: the North American plan, the one written that way.
const fallbackCountries: CountryCode[] = ['US', 'CA'];

const extensionPart = /\s*(?:x|ext\.?|内線)\s*\d{1,6}$/i;

export function matchPhone(written: string): PhoneMatch | undefined {
  if (written.length < 9 || written.length > 40 || !phoneShape.test(written)) return undefined;
  // The line is read without its extension (03-3581-1111 内線 204).
  const value = written.replace(extensionPart, '');
  const digitCount = value.replace(/\D/g, '').length;
  if (digitCount < 9 || digitCount > 15) return undefined;
  const formatted = /[\s().+-]/.test(value.replace(/^tel[:.]?\s*/i, '').trim());
  // A bare digit run must start with a trunk or international prefix to be read as a phone.
  if (!formatted && !value.startsWith('0')) return undefined;
  // Decimal coordinates (139.767125) are not phones.
  if (/^-?\d{1,3}\.\d{4,}$/.test(value)) return undefined;
  // Dates written as 2024-01-02 or 2024.1.2 are not phones.
  if (/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(value)) return undefined;
  const dialled = value.replace(/^tel[:.]?\s*/i, '').replace(/^[\s(]+/, '');
  // Only a number with a trunk 0 or an international + is read by Japan's plan: 202-224-2315 is
  // American, not a Japanese number missing its 0.
  if (dialled.startsWith('0') || dialled.startsWith('+')) {
    const japanese = parsePhoneNumberFromString(value, 'JP');
    if (japanese?.isValid()) return describe(japanese, formatted, true);
    if (dialled.startsWith('+')) return undefined;
    // A trunk 0 that is not Japanese, grouped with spaces as British numbers are, not with
    // Japan's hyphens: the United Kingdom's plan (07966 298513, 0161 496 0123).
    if (value.includes('-')) return undefined;
    const british = parsePhoneNumberFromString(value, 'GB');
    return british?.isValid() ? describe(british, formatted, true) : undefined;
  }
  for (const country of fallbackCountries) {
    const parsed = parsePhoneNumberFromString(value, country);
    if (parsed?.isValid()) return describe(parsed, formatted, true);
  }
  const possible = parsePhoneNumberFromString(value, 'US');
  if (formatted && possible?.isPossible() && /^\+?1?[\s(]*[2-9]\d{2}/.test(value))
    return describe(possible, formatted, false);
  return undefined;
}

function describe(
  parsed: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>,
  formatted: boolean,
  valid: boolean,
): PhoneMatch {
  const kind = valid ? parsed.getType() : undefined;
  return {
    number: parsed.number,
    country: parsed.country,
    mobile: kind === 'MOBILE',
    formatted,
    valid,
  };
}

export interface PhoneInText {
  quote: string;
  mobile: boolean;
}

/**
 * Eight digits with at most three separators between any two: the fewest a number valid in
 * Japan, the United States or the United Kingdom is written with (0800 1111 has eight). The
 * phone search costs more than the rest of a cell's reading together, and most cells with a digit
 * (codes, amounts, counts, ward numbers) have no such run.
 */
const phoneDigitRun = /[0-9０-９](?:[^0-9０-９\p{L}]{0,3}[0-9０-９]){7}/u;

export function findPhones(text: string): PhoneInText[] {
  if (!phoneDigitRun.test(text)) return [];
  const seen = new Set<string>();
  const found: PhoneInText[] = [];
  for (const country of ['JP', 'US', 'GB'] as const) {
    for (const match of findPhoneNumbersInText(text, country)) {
      const quote = text.slice(match.startsAt, match.endsAt);
      const trunkOrPlus = /^[(]?[0+]/.test(quote);
      // The same digits read by a second plan are the same number.
      if (
        seen.has(match.number.number) ||
        seen.has(`at ${match.startsAt}`) ||
        (!/[\s().+-]/.test(quote.slice(1)) && !quote.startsWith('0')) ||
        (country !== 'US' && !trunkOrPlus)
      )
        continue;
      if (!match.number.isValid()) continue;
      seen.add(match.number.number);
      seen.add(`at ${match.startsAt}`);
      found.push({ quote, mobile: match.number.getType() === 'MOBILE' });
    }
  }
  return found;
}
