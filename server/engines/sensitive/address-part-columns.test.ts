import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

// Invented towns and facilities. A 町字 column holds the town part of a split address; its
// leading word (東桜, 大須, 上前津) is often a surname to IPADIC.
const facilities = [
  '名称,名称_カナ,所在地_市区町村,所在地_町字,所在地_番地以下,電話番号',
  '東桜公園,ヒガシサクラコウエン,中央市,東桜一丁目,1-2,052-111-0001',
  '大須児童遊園,オオスジドウユウエン,中央市,大須二丁目,3-4,052-111-0002',
  '上前津緑地,カミマエヅリョクチ,中央市,上前津一丁目,5-6,052-111-0003',
  '宮坂広場,ミヤサカヒロバ,北山町,宮坂,7,052-111-0004',
  '下林公園,シモバヤシコウエン,中央市,下林三丁目,8-9,052-111-0005',
  '松原運動場,マツバラウンドウジョウ,中央市,松原二丁目,10,052-111-0006',
];

describe('address-part columns', () => {
  it('does not read the town part of a split address (所在地_町字) as person names', async () => {
    const findings = await findingsOfLines(facilities);
    expect(findings.filter((finding) => finding.includes(':所在地_町字:'))).toEqual([]);
  });

  it('does not read an 大字 column as person names either', async () => {
    const findings = await findingsOfLines(
      facilities.map((line) => line.replace('所在地_町字', '大字')),
    );
    expect(findings.filter((finding) => finding.includes(':大字:'))).toEqual([]);
  });

  it('still finds the names in a roster that also has a 町字 column', async () => {
    const findings = await findingsOfLines([
      '氏名,所在地_町字,年齢',
      '山田 太郎,東桜一丁目,34',
      '佐藤 花子,大須二丁目,41',
      '鈴木 一郎,上前津一丁目,29',
      '高橋 美咲,松原二丁目,52',
    ]);
    expect(findings.filter((finding) => finding.endsWith(':氏名:PERSON_NAME'))).toHaveLength(4);
  });
});
