import { describe, expect, it } from 'vitest';
import { scanLines, summarize } from './test-support/fixtures.js';

describe('the kind of table', () => {
  it('reads a facility list with a reading column as a table of things', async () => {
    const findings = (
      await scanLines([
        '施設名,フリガナ,住所,電話番号',
        'ひまわり,ヒマワリ,東京都千代田区霞が関1-2-3,03-3581-1111',
        'あおぞら ハウス,アオゾラ ハウス,東京都千代田区丸の内2-4-1,03-3581-2222',
        'すまいる,スマイル,東京都千代田区丸の内3-4-1,03-3581-3333',
        'こもれび,コモレビ,東京都千代田区丸の内4-4-1,03-3581-4444',
      ])
    ).findings;
    expect(findings).toEqual([]);
  });

  it('still reads a reading column beside a person name as a person', async () => {
    const findings = (
      await scanLines([
        '氏名,フリガナ,住所',
        '山田 太郎,ヤマダ タロウ,東京都千代田区霞が関1-2-3',
        '佐藤 花子,サトウ ハナコ,大阪府大阪市北区中之島1丁目3番20号',
      ])
    ).findings;
    expect(summarize(findings)).toContain('1:フリガナ:PERSON_NAME');
  });

  it('reads a service-request log with caller details and coordinates as records of people', async () => {
    const findings = (
      await scanLines([
        'request_id,request_type,street_address,caller_name,caller_phone,latitude,longitude',
        '1001,Pothole,123 Maple Street,Kevin Miller,(555) 201-3344,40.712776,-74.005974',
        '1002,Graffiti,45 Oak Avenue,Laura Davis,(555) 301-4455,40.713776,-74.006974',
        '1003,Streetlight,9 Elm Road,Brian Wilson,(555) 401-5566,40.714776,-74.007974',
      ])
    ).findings;
    expect(summarize(findings)).toEqual(
      expect.arrayContaining([
        '1:street_address:LOCATION',
        '1:caller_name:PERSON_NAME',
        '1:caller_phone:PHONE_NUMBER',
      ]),
    );
  });

  it('reports no nationality in a table of counts by nationality', async () => {
    expect(
      (await scanLines(['国籍,人数', '中国,1203', 'ベトナム,854', '韓国,611', 'フィリピン,402']))
        .findings,
    ).toEqual([]);
    expect(
      (
        await scanLines([
          'Nationality,Male,Female,Total',
          'Chinese,603,600,1203',
          'Vietnamese,454,400,854',
          'Korean,311,300,611',
        ])
      ).findings,
    ).toEqual([]);
  });

  it("reads a business list as things though it names each business's representative", async () => {
    const found = summarize(
      (
        await scanLines([
          '事業者名,代表者,所在地,電話,許可日',
          '株式会社みなと商事,山田 太郎,東京都千代田区霞が関1-2-3,03-3581-1111,2019-04-01',
          '有限会社さくら食堂,佐藤 花子,東京都千代田区丸の内2-4-1,03-3581-2222,2020-06-15',
          '合同会社ひかり工務店,鈴木 一郎,東京都千代田区丸の内3-4-1,03-3581-3333,2021-09-30',
          '株式会社あおば運輸,高橋 健,東京都千代田区丸の内4-4-1,03-3581-4444,2022-01-20',
        ])
      ).findings,
    );
    expect(found.filter((finding) => !finding.includes(':代表者:'))).toEqual([]);
    expect(found).toContain('1:代表者:PERSON_NAME');
  });
});
