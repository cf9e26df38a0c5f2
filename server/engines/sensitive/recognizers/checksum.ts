import { digitsOnly } from './normalize.js';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The check digit of a 12-digit Individual Number (My Number), as set by the Ministry of Internal
 * Affairs and Communications' ordinance: weights 2..7 then 2..6 from the right, modulus 11.
 */
export function myNumberValid(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) {
    const digit = digits.charCodeAt(11 - n) - 48;
    const weight = n <= 6 ? n + 1 : n - 5;
    sum += digit * weight;
  }
  const remainder = sum % 11;
  const check = remainder <= 1 ? 0 : 11 - remainder;
  return check === digits.charCodeAt(11) - 48;
}

// Issuer prefixes of the card brands used in Japan and abroad (Visa, Mastercard, Amex, JCB,
// Diners, Discover, UnionPay); numbers outside them are codes, not cards.
const cardPrefix = /^(?:4|5[1-5]|2[2-7]|3[47]|35|30[0-5]|36|38|39|6011|64[4-9]|65|62)/;
const cardShape = /^\d{4}(?:[ -]?\d{2,6}){2,4}$/;

export interface ChecksumMatch {
  digits: string;
  /** Whether the check digit holds; a column's pass rate tells codes from identifiers. */
  checksumPassed: boolean;
}

/** A 13–19 digit value shaped like a payment card (optionally grouped by spaces or hyphens). */
export function matchCardNumber(value: string): ChecksumMatch | undefined {
  if (!cardShape.test(value)) return undefined;
  const digits = digitsOnly(value);
  if (digits.length < 13 || digits.length > 19 || !cardPrefix.test(digits)) return undefined;
  return { digits, checksumPassed: luhnValid(digits) };
}

/** A 12-digit value, plain or grouped 4-4-4 as printed on the card. */
export function matchMyNumber(value: string): ChecksumMatch | undefined {
  if (!/^\d{4}[ -]?\d{4}[ -]?\d{4}$/.test(value)) return undefined;
  const digits = digitsOnly(value);
  return { digits, checksumPassed: myNumberValid(digits) };
}

const digitRun = /(?<![\d-])\d{4}(?:[ -]?\d{2,6}){1,4}(?![\d-])|(?<!\d)\d{12,19}(?!\d)/g;

/** A web address: the digits in its path or query (?cid=2286334411144008678) are an identifier. */
const webAddress = /(?:https?:\/\/|www\.)\S+/gi;

/**
 * Card and My Number candidates inside free text, outside web addresses; only the ones whose
 * check digit holds.
 */
export function findChecksummedNumbers(
  text: string,
): { subType: 'CREDIT_CARD_NUMBER' | 'JAPAN_INDIVIDUAL_NUMBER'; quote: string }[] {
  const found: { subType: 'CREDIT_CARD_NUMBER' | 'JAPAN_INDIVIDUAL_NUMBER'; quote: string }[] = [];
  for (const candidate of text.replace(webAddress, ' ').match(digitRun) ?? []) {
    const card = matchCardNumber(candidate);
    if (card?.checksumPassed) found.push({ subType: 'CREDIT_CARD_NUMBER', quote: candidate });
    else if (matchMyNumber(candidate)?.checksumPassed)
      found.push({ subType: 'JAPAN_INDIVIDUAL_NUMBER', quote: candidate });
  }
  return found;
}
