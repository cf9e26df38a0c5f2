import { describe, expect, it } from 'vitest';
import { splitNameAndReading } from './recognizers/japanese-name.js';
import { scanLines } from './test-support/fixtures.js';

const shown = new Set(['POSSIBLE', 'LIKELY', 'VERY_LIKELY']);

describe('collection calendars by area: place names and facilities are no one', () => {
  it('reads a 地名 column as the places a table lists, and finds no person in it', async () => {
    const result = await scanLines([
      '地名,センター,燃やすごみ,燃やさないごみ,資源',
      '西松ヶ丘,北部管理センター,月 木,水2,火1 火3',
      '堀田上,北部管理センター,火 金,水4,火2 火4',
      '牧原 字牧原,北部管理センター,月 木,木1,金1 金3',
      '菜畑町,南部管理センター,火 金,木3,金2 金4',
      '門前町,南部管理センター,月 木,水1,火1 火3',
      '小瀬町,南部管理センター,火 金,水3,火2 火4',
    ]);
    expect(result.tables[0]).toMatchObject({
      kind: 'other',
      evidence: [{ code: 'thingHeaders', columns: ['地名'] }],
    });
    const names = (result.findings ?? []).filter(
      (found) => found.type === 'PERSON_NAME' && shown.has(found.likelihood),
    );
    expect(names).toEqual([]);
  });

  it('still finds the people of a roster that has a 地名 column beside their names', async () => {
    const result = await scanLines([
      '氏名,地名,電話番号',
      '山田 太郎,西松ヶ丘,090-1234-5678',
      '佐藤 花子,堀田上,090-2345-6789',
      '鈴木 一郎,菜畑町,090-3456-7890',
      '高橋 美咲,門前町,090-4567-8901',
      '田中 健太,小瀬町,090-5678-9012',
    ]);
    const names = (result.findings ?? []).filter(
      (found) =>
        found.type === 'PERSON_NAME' && found.column === '氏名' && shown.has(found.likelihood),
    );
    expect(names).toHaveLength(5);
  });
});

describe('a katakana facility word ends a facility name; it is not a reading', () => {
  it('does not split 管理センター or 記念ホール into a name and its reading', () => {
    expect(splitNameAndReading('生田管理センター')).toBeUndefined();
    expect(splitNameAndReading('佐藤記念ホール')).toBeUndefined();
    expect(splitNameAndReading('森下中央クリニック')).toBeUndefined();
  });

  it('still splits a person’s name from its katakana reading', () => {
    expect(splitNameAndReading('山田 太郎ヤマダ タロウ')).toBe('山田 太郎');
  });
});
