import { describe, expect, it } from 'vitest';
import { excelDateText } from './excel-date-text.js';

const in1900 = (timeZone: string) => ({ date1904: false, timeZone });

describe('a date cell as ISO 8601 text', () => {
  it('reads the day and the time of day in the zone given, with its offset that day', () => {
    expect(excelDateText(46357.4375, in1900('Asia/Tokyo'))).toBe('2026-12-01T10:30:00+09:00');
    expect(excelDateText(46357.4375, in1900('UTC'))).toBe('2026-12-01T10:30:00Z');
    // London keeps summer time in July, not in December.
    expect(excelDateText(46204.5, in1900('Europe/London'))).toBe('2026-07-01T12:00:00+01:00');
    expect(excelDateText(46357.5, in1900('Europe/London'))).toBe('2026-12-01T12:00:00+00:00');
  });

  it('counts days as Excel does from 1900, its 29 February 1900 included, or from 1904', () => {
    expect(excelDateText(1, in1900('UTC'))).toBe('1900-01-01T00:00:00Z');
    expect(excelDateText(59, in1900('UTC'))).toBe('1900-02-28T00:00:00Z');
    expect(excelDateText(60, in1900('UTC'))).toBeNull();
    expect(excelDateText(61, in1900('UTC'))).toBe('1900-03-01T00:00:00Z');
    expect(excelDateText(44895, { date1904: true, timeZone: 'UTC' })).toBe('2026-12-01T00:00:00Z');
    expect(excelDateText(0, { date1904: true, timeZone: 'UTC' })).toBe('1904-01-01T00:00:00Z');
  });

  it('rounds to the second the cell shows', () => {
    expect(excelDateText(46357 + 86_399.9996 / 86_400, in1900('UTC'))).toBe('2026-12-02T00:00:00Z');
    expect(excelDateText(46357 + 45_296.4 / 86_400, in1900('UTC'))).toBe('2026-12-01T12:34:56Z');
  });

  it('is no date for a time alone, a time a clock change skipped, or a day past 9999', () => {
    expect(excelDateText(0.5, in1900('UTC'))).toBeNull();
    // New York's clocks went from 02:00 to 03:00 on 8 March 2026.
    expect(excelDateText(46089 + 2.5 / 24, in1900('America/New_York'))).toBeNull();
    expect(excelDateText(46089 + 3.5 / 24, in1900('America/New_York'))).toBe(
      '2026-03-08T03:30:00-04:00',
    );
    expect(excelDateText(2_958_466, in1900('UTC'))).toBeNull();
    expect(excelDateText(Number.NaN, in1900('UTC'))).toBeNull();
  });
});
