import { DateTime } from 'luxon';
import { memoise } from './memoise.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** HH:MM or HH:MM:SS on the 24-hour clock; 24:00 closes a day, as ISO 8601 allows. */
const isoTime = /^(?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?|24:00(?::00)?)$/;

/** YYYY-MM-DD naming a day that exists (2024-02-29, not 2023-02-29), as the standard writes dates. */
export const isStandardDate = memoise(
  (value: string): boolean =>
    isoDate.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid,
);

export function isStandardTime(value: string): boolean {
  return isoTime.test(value);
}
