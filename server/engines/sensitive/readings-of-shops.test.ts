import { describe, expect, it } from 'vitest';
import { findingsOfLines, personNamesIn } from './test-support/fixtures.js';

describe('a reading column reads the name beside it: a shop’s or a person’s', () => {
  it('finds no name in the readings of shops named after their owners', async () => {
    const findings = await findingsOfLines([
      '番号,取扱店,フリガナ,業種,所在地',
      '1,山本屋,ヤマモトヤ,飲食,中区栄三丁目5番1号',
      '2,田中,タナカ,小売,中区栄二丁目3番4号',
      '3,佐藤酒店,サトウサケテン,小売,東区泉一丁目1番1号',
      '4,鈴木,スズキ,理容,北区大曽根二丁目2番2号',
      '5,ひまわり,ヒマワリ,飲食,西区名駅一丁目1番1号',
      '6,高橋精肉店,タカハシセイニクテン,小売,南区元柴田東町一丁目2番3号',
      '7,中村,ナカムラ,飲食,南区豊田一丁目4番5号',
      '8,まるや,マルヤ,飲食,南区豊田二丁目6番7号',
    ]);
    expect(findings).toEqual([]);
  });

  it('still finds the representative of each shop, but not the reading of the shop', async () => {
    const findings = await findingsOfLines([
      '番号,取扱店,フリガナ,代表者,所在地',
      '1,山本屋,ヤマモトヤ,山本 太郎,中区栄三丁目5番1号',
      '2,田中,タナカ,田中 花子,中区栄二丁目3番4号',
      '3,佐藤酒店,サトウサケテン,佐藤 一郎,東区泉一丁目1番1号',
      '4,鈴木,スズキ,鈴木 次郎,北区大曽根二丁目2番2号',
      '5,ひまわり,ヒマワリ,高田 三郎,西区名駅一丁目1番1号',
    ]);
    expect(personNamesIn(findings)).toEqual([
      '1:代表者:PERSON_NAME',
      '2:代表者:PERSON_NAME',
      '3:代表者:PERSON_NAME',
      '4:代表者:PERSON_NAME',
      '5:代表者:PERSON_NAME',
    ]);
  });

  it('finds no name in the readings of sites whose header names neither a thing nor a person', async () => {
    const findings = await findingsOfLines([
      'ID,地区コード,ふりがな,遺跡,時代',
      '1,13225,すずきやしきあと,鈴木屋敷跡,中世',
      '2,13225,たかだいせき,高田遺跡,縄文時代',
      '3,13225,なかむらこふん,中村古墳,古墳時代',
      '4,13225,やまもとかいづか,山本貝塚,縄文時代',
      '5,13225,いしだいせき,石田遺跡,弥生時代',
      '6,13225,さとうだいいせき,佐藤台遺跡,近世',
    ]);
    expect(personNamesIn(findings)).toEqual([]);
  });

  it('still reads a reading before the names of people as theirs', async () => {
    const findings = await findingsOfLines([
      'No,所属,フリガナ,氏名,住所',
      '1,総務課,ヤマモト タロウ,山本 太郎,中区栄三丁目5番1号',
      '2,企画課,タナカ ハナコ,田中 花子,中区栄二丁目3番4号',
      '3,財政課,サトウ イチロウ,佐藤 一郎,東区泉一丁目1番1号',
      '4,税務課,スズキ ジロウ,鈴木 次郎,北区大曽根二丁目2番2号',
    ]);
    expect(findings).toEqual(
      expect.arrayContaining([
        '1:フリガナ:PERSON_NAME',
        '2:フリガナ:PERSON_NAME',
        '1:氏名:PERSON_NAME',
        '1:住所:LOCATION',
      ]),
    );
  });
});
