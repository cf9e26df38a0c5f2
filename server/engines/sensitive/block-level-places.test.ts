import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('an address down to its town or block locates an area, not a home', () => {
  it('finds no address in a list of places whose addresses stop at the 丁目', async () => {
    const findings = await findingsOfLines([
      '最寄駅,駐輪場名,住所,原付',
      '麻生駅,麻生6丁目駐輪場,北区麻生町6丁目,不可',
      '麻生駅,麻生4丁目路上駐輪場,北区麻生町4丁目,可',
      '栄駅,栄駐輪場,中区栄三丁目,可',
      '大曽根駅,大曽根駐輪場,北区大曽根二丁目,不可',
      '名古屋駅,名駅駐輪場,中村区名駅一丁目,可',
      '新瑞橋駅,新瑞橋駐輪場,南区豊田一丁目,可',
    ]);
    expect(findings.filter((finding) => finding.includes(':住所:'))).toEqual([]);
  });

  it('reads no name in the town of a site (稲城市 坂浜)', async () => {
    const findings = await findingsOfLines([
      '番号,遺跡,所在地,時代',
      '1,京王線No.1遺跡,稲城市 坂浜,縄文時代',
      '2,大丸遺跡,稲城市 大丸,古墳時代',
      '3,矢野口遺跡,稲城市 矢野口,中世',
      '4,東長沼遺跡,稲城市 東長沼,近世',
      '5,百村遺跡,稲城市 百村,弥生時代',
      '6,押立遺跡,稲城市 押立,縄文時代',
    ]);
    expect(findings).toEqual([]);
  });

  it('still finds a full address with its lot and house numbers in a table of people', async () => {
    const findings = await findingsOfLines([
      '氏名,住所,生年月日',
      '山本 太郎,名古屋市中区栄三丁目5番1号,1961/04/02',
      '田中 花子,名古屋市中区栄二丁目3番地4,1975/11/23',
      '佐藤 一郎,名古屋市東区泉一丁目1番1号,1948/02/14',
      '鈴木 次郎,名古屋市北区大曽根二丁目2番2号,1990/07/30',
      '高田 三郎,名古屋市西区名駅一丁目1番1号,1983/09/05',
    ]);
    expect(findings).toEqual(
      expect.arrayContaining(['1:住所:LOCATION', '2:住所:LOCATION', '5:住所:LOCATION']),
    );
  });

  it('still finds the block of residence of each person in a table of people', async () => {
    const findings = await findingsOfLines([
      '氏名,住所,年齢',
      '山本 太郎,名古屋市中区栄三丁目,61',
      '田中 花子,名古屋市中区栄二丁目,45',
      '佐藤 一郎,名古屋市東区泉一丁目,72',
      '鈴木 次郎,名古屋市北区大曽根二丁目,33',
      '高田 三郎,名古屋市西区名駅一丁目,28',
    ]);
    expect(findings).toEqual(expect.arrayContaining(['1:住所:LOCATION', '5:住所:LOCATION']));
  });
});
