import { describe, expect, it } from 'vitest';
import { isBlockLevelPlace } from './block-level-place.js';

describe('isBlockLevelPlace', () => {
  it('takes a town, a 字 or a 丁目 without a lot or house number', () => {
    for (const place of [
      '中区栄三丁目',
      '北海道札幌市北区麻生町6丁目',
      '稲城市 坂浜',
      '大字守山字大門',
      '揚羽町１丁目',
    ])
      expect(isBlockLevelPlace(place), place).toBe(true);
  });

  it('refuses an address with a lot, house or room number, and text that is no place', () => {
    for (const value of [
      '中区栄三丁目5-1',
      '桜坂五丁目１０５番地',
      '四番二丁目',
      '東区泉1-1-1 101号',
      'Oak Street',
      '',
    ])
      expect(isBlockLevelPlace(value), value).toBe(false);
  });
});
