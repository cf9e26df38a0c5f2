import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

const inColumn = (findings: string[], column: string) =>
  findings.filter((finding) => finding.includes(`:${column}:`));

// Invented parks, equipment and venues. Their names can read to IPADIC as a surname and a given
// name (…池, …遊具, a surname-like word before a katakana place word).
describe('columns of facilities, equipment and venues', () => {
  it('does not read a park list’s facilities or equipment as people', async () => {
    const findings = await findingsOfLines([
      '公園名,公園所在地,主な施設,遊具',
      '東桜公園,東桜一丁目,じゃぶじゃぶ池,スプリング遊具',
      '大須公園,大須二丁目,池・流れ・噴水,複合遊具',
      '上前津公園,上前津一丁目,じゃぶじゃぶ池,スプリング遊具',
      '松原公園,松原二丁目,じゃぶじゃぶ池,ブランコ',
      '下林公園,下林三丁目,花壇,スプリング遊具',
      '宮坂公園,宮坂,じゃぶじゃぶ池,すべり台',
    ]);
    expect([...inColumn(findings, '主な施設'), ...inColumn(findings, '遊具')]).toEqual([]);
  });

  it('does not read an event’s venue as a person', async () => {
    const findings = await findingsOfLines([
      'ID,開催日,大会名,開催地,開催場所',
      '1,4月14日,春季テニス大会,中央市,松政ワールド',
      '2,4月20日,春のマラソン,中央市,中央小学校グラウンド',
      '3,5月3日,県民体育大会,中央市,桜政パーク',
      '4,5月18日,ジュニアサッカー大会,北山町,北山運動公園',
    ]);
    expect(inColumn(findings, '開催場所')).toEqual([]);
  });

  it('still finds the head of each facility in a 施設長 column', async () => {
    const findings = await findingsOfLines([
      '施設名,施設長,電話番号',
      '東桜保育園,山田 太郎,052-111-0001',
      '大須保育園,佐藤 花子,052-111-0002',
      '上前津保育園,鈴木 一郎,052-111-0003',
      '松原保育園,高橋 美咲,052-111-0004',
    ]);
    expect(findings.filter((finding) => finding.endsWith(':施設長:PERSON_NAME'))).toHaveLength(4);
  });
});
