import { describe, expect, it } from 'vitest';
import { normalizeValue } from './normalize.js';
import { findPhones, matchPhone } from './phone.js';

describe('phone numbers (libphonenumber-js, Japan first)', () => {
  it('reads Japanese mobile and fixed-line numbers', () => {
    expect(matchPhone('090-1234-5678')).toMatchObject({
      number: '+819012345678',
      mobile: true,
      valid: true,
    });
    expect(matchPhone('03-1234-5678')).toMatchObject({
      number: '+81312345678',
      mobile: false,
      valid: true,
    });
    expect(matchPhone('0466-22-3111')?.valid).toBe(true);
  });

  it('reads international and US numbers', () => {
    expect(matchPhone('+81 90 1234 5678')?.mobile).toBe(true);
    expect(matchPhone('(212) 664-7665')?.country).toBe('US');
  });

  it('ignores codes, dates and numbers outside the numbering plan', () => {
    expect(matchPhone('123456789012')).toBeUndefined();
    expect(matchPhone('2024-01-02')).toBeUndefined();
    expect(matchPhone('090-0123-4567')).toBeUndefined();
  });

  it('finds numbers in text', () => {
    expect(findPhones('緊急時は携帯 080-2345-6789 へ、代表は03-3581-3111')).toEqual([
      { quote: '080-2345-6789', mobile: true },
      { quote: '03-3581-3111', mobile: false },
    ]);
  });

  it('finds the shortest written numbers, and none in codes, amounts and dates', () => {
    expect(findPhones('Childline: 0800 1111, free')).toEqual([
      { quote: '0800 1111', mobile: false },
    ]);
    expect(findPhones('(03) 3581-3111')).toEqual([{ quote: '(03) 3581-3111', mobile: false }]);
    expect(findPhones('Code C-0000123, 12,345.67 yen, ward 3, 2024-03-14')).toEqual([]);
  });
});

describe('what is not a phone number', () => {
  it('leaves decimal coordinates alone', () => {
    expect(matchPhone('139.767125')).toBeUndefined();
    expect(matchPhone('-122.419416')).toBeUndefined();
  });
});

describe('phone numbers written with full-width digits and a minus sign', () => {
  it('reads U+2212 and other dashes between digits as hyphens', () => {
    expect(matchPhone(normalizeValue('０９０−１２３４−５６７８'))).toMatchObject({ mobile: true });
    expect(matchPhone(normalizeValue('03―3581―1111'))).toBeDefined();
  });
});

describe('numbers of other plans', () => {
  it('reads British numbers written with their trunk 0 and spaces', () => {
    expect(matchPhone('07966 298513')).toMatchObject({ country: 'GB', mobile: true });
    expect(matchPhone('0161 496 0123')).toMatchObject({ country: 'GB', mobile: false });
    expect(findPhones('Call 07966 298513 after six')).toEqual([
      { quote: '07966 298513', mobile: true },
    ]);
  });

  it('does not read a number without a trunk 0 or a + as Japanese', () => {
    expect(matchPhone('202-224-2315')).toMatchObject({ country: 'US' });
    expect(matchPhone('312-744-5000')?.country).not.toBe('JP');
  });
});
