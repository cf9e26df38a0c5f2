import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { memoise } from './memoise.js';

/** Half-width digits, hyphens, the parentheses around an area code, and + for the country code. */
const phoneCharacters = /^[0-9()\-+ ]+$/;
/** Several numbers in one cell are separated by " / ". */
const separator = ' / ';

/**
 * A telephone number as the standard writes it: half-width, hyphenated (03-5253-5111,
 * (03)5253-5111, 0120-123456, +81 3-5253-5111), and a number that exists in Japan's plan.
 */
export const isStandardPhone = memoise((value: string): boolean => {
  if (!phoneCharacters.test(value.replaceAll(separator, ''))) return false;
  return value.split(separator).every((number) => isValidPhoneNumber(number.trim(), 'JP'));
});
