import { describe, expect, it } from 'vitest';
import { headerHints } from './header-hints.js';

describe('headerHints: a header naming the business each row is', () => {
  it('names the business in a shop, trade or company name header', () => {
    for (const header of ['shop_name', 'Business', '店名', '屋号・商号', '取扱店', '事業者名'])
      expect(headerHints(header).business, header).toBe(true);
  });

  it('does not for the business’s number, link or address, nor for a place or a person', () => {
    for (const header of [
      '店舗所在地',
      '店舗住所',
      'shop_url',
      'business_id',
      '法人番号',
      '地名',
      '氏名',
    ])
      expect(headerHints(header).business, header).toBe(false);
  });

  it('does not make a value such as Restaurant a known header word by itself', () => {
    expect(headerHints('Restaurant').business).toBe(true);
    expect(headerHints('Restaurant').known).toBe(false);
  });
});
