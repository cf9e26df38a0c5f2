import { describe, expect, it } from 'vitest';
import { findingsOfLines, personNamesIn } from './test-support/fixtures.js';

describe('a list of heritage items names sites, statues and monuments, not people', () => {
  it('finds no name in the readings of archaeological sites beside their names', async () => {
    const findings = await findingsOfLines([
      '番号,ふりがな,遺跡名,所在地,時代',
      '1,みなみはらじょうあと,南原城跡,北見区南原一丁目,近世',
      '2,きたのだいいせき,北野台遺跡,北見区北野,縄文時代',
      '3,いしがみやまこふん,石神山古墳,北見区石神,古墳時代',
      '4,ひがしおかにしかいづか,東丘西貝塚,北見区東丘二丁目,縄文時代',
      '5,みやのさわいせき,宮ノ沢遺跡,北見区宮ノ沢,弥生時代',
      '6,ふるかわやかたあと,古川館跡,北見区古川,中世',
    ]);
    expect(personNamesIn(findings)).toEqual([]);
  });

  it('finds no name in a list of designated statues and stones', async () => {
    const findings = await findingsOfLines([
      '指定区分,種別,名称,所在地',
      '市指定,彫刻,木造阿弥陀如来坐像,西町',
      '市指定,彫刻,木造聖観音立像,東町',
      '市指定,歴史資料,庚申塔,北町',
      '市指定,歴史資料,板碑,南町',
      '市指定,史跡,本郷城跡,本郷',
    ]);
    expect(personNamesIn(findings)).toEqual([]);
  });

  it('finds no name in a list of castles named after their town, and still finds 金城 and 結城', async () => {
    const findings = await findingsOfLines([
      '番号,城名,所在地,担当者',
      '1,松前城,北町,金城 太郎',
      '2,盛岡城,南町,結城 花子',
      '3,弘前城,東町,佐藤 一郎',
      '4,松本城,西町,鈴木 次郎',
      '5,小田原城,本町,高橋 三郎',
    ]);
    expect(findings.filter((finding) => finding.includes(':城名:'))).toEqual([]);
    expect(findings).toEqual(
      expect.arrayContaining(['1:担当者:PERSON_NAME', '2:担当者:PERSON_NAME']),
    );
  });

  it('finds no person in monuments named after the person they honour', async () => {
    const findings = await findingsOfLines([
      'name,neighborhood',
      'Pellow Monument,Downtown',
      'Varnham Memorial,Riverside',
      'Quill Fountain,Harbor East',
      'Stroud Cemetery,Old Town',
    ]);
    expect(personNamesIn(findings)).toEqual([]);
  });

  it('still finds the people in a roster with readings of their names', async () => {
    const findings = await findingsOfLines([
      '氏名,ふりがな,役職',
      '山田 太郎,やまだ たろう,委員長',
      '佐藤 花子,さとう はなこ,副委員長',
      '鈴木 一郎,すずき いちろう,委員',
      '高橋 健二,たかはし けんじ,委員',
    ]);
    expect(findings).toEqual(
      expect.arrayContaining(['2:氏名:PERSON_NAME', '2:ふりがな:PERSON_NAME']),
    );
  });
});
