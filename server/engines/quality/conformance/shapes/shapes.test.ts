import { describe, expect, it } from 'vitest';
import { latitudeProblem, longitudeProblem } from './coordinates.js';
import { isCorporateNumber } from './corporate-number.js';
import { isStandardDate, isStandardTime } from './date-and-time.js';
import { isLocalGovernmentCode } from './local-government-code.js';
import { isPlainNumber, isWebAddress } from './number-and-url.js';
import { isStandardPhone } from './phone.js';

describe('the shapes the standard fixes for cells', () => {
  it('全国地方公共団体コード: six digits whose last is the check digit', () => {
    expect(isLocalGovernmentCode('131016')).toBe(true); // 千代田区
    expect(isLocalGovernmentCode('011002')).toBe(true); // 札幌市
    expect(isLocalGovernmentCode('092011')).toBe(true); // remainder 0: check digit 1
    expect(isLocalGovernmentCode('130001')).toBe(true); // 東京都
    expect(isLocalGovernmentCode('131017')).toBe(false);
    expect(isLocalGovernmentCode('13101')).toBe(false);
    expect(isLocalGovernmentCode('１３１０１６')).toBe(false);
  });

  it('法人番号: thirteen digits led by their check digit', () => {
    expect(isCorporateNumber('7000012050002')).toBe(true);
    expect(isCorporateNumber('8000012050002')).toBe(false);
    expect(isCorporateNumber('000012050002')).toBe(false);
  });

  it('dates are YYYY-MM-DD days that exist; times HH:MM[:SS]', () => {
    expect(isStandardDate('2024-02-29')).toBe(true);
    expect(isStandardDate('2023-02-29')).toBe(false);
    expect(isStandardDate('2024/04/01')).toBe(false);
    expect(isStandardDate('令和6年4月1日')).toBe(false);
    expect(isStandardTime('09:00')).toBe(true);
    expect(isStandardTime('17:30:00')).toBe(true);
    expect(isStandardTime('24:00')).toBe(true);
    expect(isStandardTime('9:00')).toBe(false);
    expect(isStandardTime('9時')).toBe(false);
  });

  it('coordinates are decimal degrees within Japan', () => {
    expect(latitudeProblem('35.681236')).toBeUndefined();
    expect(longitudeProblem('139.767125')).toBeUndefined();
    expect(latitudeProblem('139.767125')).toBe('japan'); // swapped with the longitude
    expect(latitudeProblem('0')).toBe('japan');
    expect(latitudeProblem('35°40′52″')).toBe('decimal-degrees');
    expect(longitudeProblem('')).toBe('decimal-degrees');
  });

  it('phone numbers are half-width, hyphenated numbers of the Japanese plan', () => {
    expect(isStandardPhone('03-5253-2111')).toBe(true);
    expect(isStandardPhone('(03)5253-2111')).toBe(true);
    expect(isStandardPhone('0120-123-456')).toBe(true);
    expect(isStandardPhone('090-1234-5678')).toBe(true);
    expect(isStandardPhone('03-5253-2111 / 03-5253-2112')).toBe(true);
    expect(isStandardPhone('０３－５２５３－２１１１')).toBe(false);
    expect(isStandardPhone('03-5253-2111 内線12')).toBe(false);
    expect(isStandardPhone('12-34')).toBe(false);
  });

  it('numbers are plain half-width numbers; URLs are http(s) addresses', () => {
    expect(isPlainNumber('150')).toBe(true);
    expect(isPlainNumber('-3.5')).toBe(true);
    expect(isPlainNumber('1,500')).toBe(false);
    expect(isPlainNumber('30人')).toBe(false);
    expect(isWebAddress('https://www.city.kakuu.example/aed.html')).toBe(true);
    expect(isWebAddress('www.city.kakuu.example')).toBe(false);
  });
});
