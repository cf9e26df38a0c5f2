import { describe, expect, it } from 'vitest';
import { findingsOfLines, personNamesIn } from './test-support/fixtures.js';
import { wordListsOf } from './word-lists.js';

// Invented sites: their periods and finds are pairs drawn from a few words.
const pairsOf = (words: string[]) =>
  words.flatMap((first, index) =>
    words.slice(index + 1).map((second) => `${first}\u3000${second}`),
  );
const periods = pairsOf(['縄文', '弥生', '古墳', '奈良', '平安', '中世', '近世']);
const finds = pairsOf(['縄文土器', '陶磁器', '瓦', '土師器', '須恵器', '銭貨']);
const sites = Array.from({ length: 30 }, (_, index) => [
  `${index + 1}`,
  `第${index + 1}号遺跡`,
  periods[index % periods.length]!,
  finds[(index * 4) % finds.length]!,
]);
const names = [
  '山田　太郎',
  '佐藤　花子',
  '鈴木　一郎',
  '高橋　美咲',
  '田中　健',
  '伊藤　直子',
  '渡辺　翔太',
  '中村　由美',
  '小林　誠',
  '加藤　恵',
  '吉田　大輔',
  '山口　彩',
  '松本　亮',
  '井上　愛',
  '木村　拓也',
  '林　真由美',
  '清水　健太',
  '山崎　優子',
  '森　大樹',
  '池田　舞',
];

describe('spaced values drawn from a vocabulary', () => {
  it('reads periods and finds listed with a space as no names', async () => {
    const rows = sites.map((site) => site.join(','));
    expect(await findingsOfLines(['番号,遺跡名,時代,主な出土品', ...rows])).toEqual([]);
  });

  it('still finds the names of a list of people spaced between surname and given name', async () => {
    const rows = names.map((name, index) => `${index + 1},${name},${index + 20}`);
    const findings = await findingsOfLines(['番号,参加者,年齢', ...rows]);
    expect(personNamesIn(findings).length).toBeGreaterThan(0);
  });

  it('counts how often the words of spaced values recur, over distinct values', () => {
    expect(wordListsOf(sites.map((site) => site[2]!)).recurringWordShare).toBe(1);
    expect(wordListsOf(names).recurringWordShare).toBe(0);
    // One person on many rows is one value: his words do not recur.
    expect(wordListsOf(Array(10).fill('山田　太郎')).recurringWordShare).toBe(0);
    expect(wordListsOf(['Oak Street', 'Oak Lane', 'Oak Road', 'Oak Way']).lists).toBe(0);
  });
});
