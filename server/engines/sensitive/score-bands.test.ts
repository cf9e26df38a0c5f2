import { describe, expect, it } from 'vitest';
import { likelihoodFromScore } from './likelihood.js';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

describe('score bands', () => {
  it('puts a sum of hundredths that floating point leaves just under an edge on the edge', () => {
    // 0.35 + 0.15 - 0.2 + 0.1 is 0.3999999999999999 in binary floating point.
    expect(likelihoodFromScore(0.35 + (0.15 - 0.2) + 0.1)).toBe('POSSIBLE');
    expect(likelihoodFromScore(0.39)).toBe('UNLIKELY');
  });

  it('reports the visit dates of a register of people, designed to score 0.4, as POSSIBLE', async () => {
    // A visit date of a recent year (0.35), in a column full of dates (+0.15) that spread over
    // one year only (-0.2), in a table of people (+0.1).
    const csv = [
      '氏名,来館日',
      '山田 太郎,2024/04/12',
      '佐藤 花子,2024/05/03',
      '鈴木 一郎,2024/06/21',
      '高橋 美咲,2025/01/09',
    ].join('\n');
    const result = await scanStream(streamOf(csv), { fileName: 'visitors.csv' });
    const dates = result.findings!.filter((finding) => finding.type === 'DATE');
    expect(dates.map((finding) => finding.likelihood)).toEqual([
      'POSSIBLE',
      'POSSIBLE',
      'POSSIBLE',
      'POSSIBLE',
    ]);
  });
});
