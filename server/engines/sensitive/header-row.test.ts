import { describe, expect, it } from 'vitest';
import { findHeaderRow } from './header-row.js';

describe('finding the header row', () => {
  it('skips a title row and a blank row above the header', () => {
    expect(
      findHeaderRow([
        ['令和6年度 保育所一覧', '', ''],
        ['', '', ''],
        ['施設名', '所在地', '定員'],
        ['大塚保育園', '豊島区', '60'],
      ]),
    ).toBe(2);
  });

  it('takes year columns as a header', () => {
    expect(
      findHeaderRow([
        ['市区町村', '2019', '2020', '2021'],
        ['長野市', '372000', '371000', '370000'],
      ]),
    ).toBe(0);
  });

  it('sees a table without a header', () => {
    expect(
      findHeaderRow([
        ['山田 太郎', 'taro@example.jp', '090-1234-5678'],
        ['佐藤 花子', 'hanako@example.jp', '080-2345-6789'],
      ]),
    ).toBe(-1);
    expect(
      findHeaderRow([
        ['1', '372000', '371000'],
        ['2', '1000', '2000'],
      ]),
    ).toBe(-1);
  });

  it('reads long labels above columns of numbers as a header', () => {
    expect(
      findHeaderRow([
        ['Area', 'Households receiving housing assistance, share in percent', 'Residents'],
        ['North ward', '12.5', '10400'],
        ['South ward', '9.1', '8800'],
        ['Harbour ward', '11.0', '7300'],
      ]),
    ).toBe(0);
  });

  it('reads a first row whose values recur below it as data', () => {
    expect(
      findHeaderRow([
        ['東地区', 'あおば診療所', '内科'],
        ['東地区', 'みどり医院', '外科'],
        ['西地区', 'ひかり病院', '内科'],
      ]),
    ).toBe(-1);
  });

  it('reads a first row shaped like the rows below it as data', () => {
    expect(
      findHeaderRow([
        ['B12001', 'GREEN LANE SURGERY', 'YO1 7HH'],
        ['B12002', 'MILL ROAD HEALTH CENTRE', 'YO2 4QB'],
        ['B12003', 'STATION PRACTICE', 'YO3 8LT'],
      ]),
    ).toBe(-1);
  });
});
