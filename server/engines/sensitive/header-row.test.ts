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

  it('skips notes and metadata rows that fill a few cells of a wide table', () => {
    const header = [
      'id',
      '施設名',
      '所在地',
      '電話番号',
      'FAX番号',
      '定員',
      '対象年齢',
      '開所時間',
      '閉所時間',
      '土曜開所',
      '一時保育',
      '駐車場',
      '最寄駅',
      '備考',
      '緯度',
      '経度',
    ];
    const body = [1, 2, 3].map((id) => [
      String(id),
      `架空保育園${id}`,
      `高松市架空町${id}-2`,
      `087-000-000${id}`,
      `087-000-010${id}`,
      '60',
      '0歳〜5歳',
      '7:00',
      '19:00',
      'あり',
      'なし',
      'あり',
      '架空駅',
      '',
      '34.34',
      '134.04',
    ]);
    const wide = (cells: string[]) => [
      ...cells,
      ...Array<string>(header.length - cells.length).fill(''),
    ];
    expect(
      findHeaderRow([
        wide(['解説→', 'https://notes.example.jp/guide', '', '※色の意味は別紙']),
        wide(['進捗率→', '43.98%']),
        header,
        ...body,
      ]),
    ).toBe(2);
    expect(
      findHeaderRow([
        wide(['#LINK']),
        wide(['#lang', 'ja']),
        wide(['#attribution_name', '架空市']),
        wide(['#license', 'https://creativecommons.example/by/4.0/']),
        wide(['#file_name', '0001']),
        wide(['#download_from', 'https://opendata.example.jp/dataset/nursery']),
        header,
        ...body,
      ]),
    ).toBe(6);
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
