import { describe, expect, it } from 'vitest';
import { frequencyPeriod } from './frequency-period.js';

describe('the period of an update frequency', () => {
  it('reads the Japanese frequencies catalogues use', () => {
    expect(frequencyPeriod('毎月')).toBe(31);
    expect(frequencyPeriod('年1回')).toBe(366);
    expect(frequencyPeriod('四半期毎')).toBe(92);
    expect(frequencyPeriod('毎月更新')).toBe(31);
    expect(frequencyPeriod('年１回（予定）')).toBe(366);
  });

  it('counts "N times a year" and "every N months"', () => {
    expect(frequencyPeriod('年4回')).toBe(92);
    expect(frequencyPeriod('2年毎')).toBe(732);
    expect(frequencyPeriod('6か月ごと')).toBe(186);
  });

  it('reads English words, DCAT vocabulary URIs and ISO 8601 durations', () => {
    expect(frequencyPeriod('Monthly')).toBe(31);
    expect(
      frequencyPeriod('http://publications.europa.eu/resource/authority/frequency/ANNUAL'),
    ).toBe(366);
    expect(frequencyPeriod('http://purl.org/cc/frequency/quarterly')).toBe(92);
    expect(frequencyPeriod('R/P1W')).toBe(7);
  });

  it('has no period for irregular updates, and says when it cannot read one', () => {
    expect(frequencyPeriod('随時')).toBe('none');
    expect(frequencyPeriod('不定期')).toBe('none');
    expect(frequencyPeriod('irregular')).toBe('none');
    expect(frequencyPeriod('そのうち')).toBe('unknown');
    expect(frequencyPeriod('')).toBe('unknown');
    expect(frequencyPeriod(null)).toBe('unknown');
  });
});
