import { describe, expect, it } from 'vitest';
import { findDates, matchDate, plausibleBirthYear } from './date.js';

describe('dates', () => {
  it('reads Japanese era dates, written out and abbreviated', () => {
    expect(matchDate('令和6年1月2日')).toEqual({ year: 2024, month: 1, day: 2, era: true });
    expect(matchDate('R6.1.2')).toEqual({ year: 2024, month: 1, day: 2, era: true });
    expect(matchDate('H4.7.6')).toEqual({ year: 1992, month: 7, day: 6, era: true });
    expect(matchDate('平成元年1月8日')).toEqual({ year: 1989, month: 1, day: 8, era: true });
    expect(matchDate('S50.3.1')?.year).toBe(1975);
  });

  it('reads ISO, slash, kanji and English forms', () => {
    expect(matchDate('1985-04-12')).toMatchObject({ year: 1985, month: 4, day: 12 });
    expect(matchDate('1985/4/12')).toMatchObject({ year: 1985, month: 4, day: 12 });
    expect(matchDate('1985年4月12日')).toMatchObject({ year: 1985, month: 4, day: 12 });
    expect(matchDate('04/12/1985')).toMatchObject({ year: 1985, month: 4, day: 12 });
    expect(matchDate('March 4, 1985')).toMatchObject({ year: 1985, month: 3, day: 4 });
    expect(matchDate('4 Mar 1985')).toMatchObject({ year: 1985, month: 3, day: 4 });
  });

  it('reads US dates with a two-digit year, never in the future', () => {
    expect(matchDate('6/10/13')).toMatchObject({ year: 2013, month: 6, day: 10 });
    expect(matchDate('10/24/79')).toMatchObject({ year: 1979, month: 10, day: 24 });
    expect(matchDate('13/2/85')).toMatchObject({ year: 1985, month: 2, day: 13 });
    expect(matchDate('6-10-13')).toBeUndefined();
  });

  it('reads one-kanji era dates and US date-times with a time of day', () => {
    expect(matchDate('昭22.12.1')).toEqual({ year: 1947, month: 12, day: 1, era: true });
    expect(matchDate('平3.4.5')?.year).toBe(1991);
    expect(matchDate('昭和22.12.1')?.year).toBe(1947);
    expect(matchDate('03/15/2024 10:30 AM')).toMatchObject({ year: 2024, month: 3, day: 15 });
    expect(matchDate('3/15/2024 14:05')).toMatchObject({ year: 2024, month: 3, day: 15 });
    expect(matchDate('March 5, 2024 2:05 PM')).toMatchObject({ year: 2024, month: 3, day: 5 });
  });

  it('rejects impossible dates and non-dates', () => {
    expect(matchDate('2023-02-29')).toBeUndefined();
    expect(matchDate('2024')).toBeUndefined();
    expect(matchDate('1.5')).toBeUndefined();
  });

  it('finds dates in text and judges birth years', () => {
    expect(
      findDates('生年月日：昭和60年4月12日、登録 2024/01/05').map((found) => found.date.year),
    ).toEqual([1985, 2024]);
    expect(plausibleBirthYear(1950, new Date('2024-01-01'))).toBe(true);
    expect(plausibleBirthYear(1880, new Date('2024-01-01'))).toBe(false);
  });
});
