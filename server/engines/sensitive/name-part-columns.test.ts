import { describe, expect, it } from 'vitest';
import { isNamePart } from './name-part-columns.js';
import { findingsOfLines } from './test-support/fixtures.js';

describe('name-part columns', () => {
  it('reads every word under a surname header as a name, even a common word', async () => {
    const found = await findingsOfLines([
      'id,firstname,surname,year',
      '1,Margot,Hall,1999',
      '2,Teodor,Bridge,2001',
      '3,Ines,Marsh,2004',
    ]);
    for (const row of [1, 2, 3]) expect(found).toContain(`${row}:surname:PERSON_NAME`);
  });

  it('reads kana readings of surnames and given names under フリガナ(姓) and フリガナ(名)', async () => {
    const found = await findingsOfLines([
      '姓,名,フリガナ(姓),フリガナ(名),年齢',
      '栗栖,穣,クリス,ユタカ,41',
      '勢納,朋,セノウ,トモ,37',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        '1:姓:PERSON_NAME',
        '1:名:PERSON_NAME',
        '1:フリガナ(姓):PERSON_NAME',
        '2:フリガナ(名):PERSON_NAME',
      ]),
    );
  });

  it('finds surname and given-name columns side by side in a file without a header', async () => {
    const found = await findingsOfLines([
      'A01,佐藤,健一,さとう,けんいち,52',
      'A02,鈴木,美咲,すずき,みさき,34',
      'A03,高橋,大輔,たかはし,だいすけ,47',
      'A04,田中,陽菜,たなか,ひな,29',
      'A05,渡辺,翔太,わたなべ,しょうた,61',
      'A06,伊藤,結衣,いとう,ゆい,45',
    ]);
    for (const column of ['column 2', 'column 3', 'column 4', 'column 5'])
      for (const row of [1, 2, 3, 4, 5, 6]) expect(found).toContain(`${row}:${column}:PERSON_NAME`);
  });

  it('leaves codes, numbers and placeholders out', () => {
    expect(isNamePart("O'Brien")).toBe(true);
    expect(isNamePart('de la Cruz')).toBe(true);
    expect(isNamePart('A-102')).toBe(false);
    expect(isNamePart('N/A')).toBe(false);
    expect(isNamePart('不明')).toBe(false);
  });

  it('finds no name parts in a table of things', async () => {
    expect(
      await findingsOfLines([
        '施設名,所在地,電話番号,緯度,経度',
        '中央図書館,東京都千代田区霞が関1-2-3,03-3581-1111,35.6812,139.7671',
        '北分館,東京都千代田区丸の内2-4-1,03-3581-2222,35.6813,139.7672',
        '南分館,東京都千代田区丸の内3-4-1,03-3581-3333,35.6814,139.7673',
      ]),
    ).toEqual([]);
  });
});
