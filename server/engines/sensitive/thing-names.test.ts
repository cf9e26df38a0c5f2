import { describe, expect, it } from 'vitest';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

const judge = async (lines: string[]) =>
  (await scanStream(streamOf(lines.join('\n')), { fileName: 'list.csv' })).tables[0];

describe('a bare "name" column whose values are no one’s names the things a table lists', () => {
  it('reads a list of waste items under "name" as a table of things', async () => {
    const judgement = await judge([
      'type,name,notice',
      '燃やさないごみ,アイロン,',
      '燃やさないごみ,電気ポット,',
      '燃やせるごみ,生花,',
      '粗大ごみ,ソファー,申込が必要です',
      '資源ごみ,ペットボトル,キャップを外してください',
      '燃やさないごみ,傘,',
    ]);
    expect(judgement).toMatchObject({
      kind: 'other',
      evidence: [{ code: 'thingHeaders', columns: ['name'] }],
    });
  });

  it('still reads a list of people under "name" as people', async () => {
    const judgement = await judge([
      'name,ward,phone',
      'Ann Quill,North,555-201-3344',
      'Bob Varnham,South,555-301-4455',
      'Carl Pellow,East,555-401-5566',
      'Dana Lind,West,555-501-6677',
      'Emma Stroud,Central,555-601-7788',
    ]);
    expect(judgement?.kind).not.toBe('other');
  });

  it('takes no vote from a column of numbers whose header holds "name" (geonameid)', async () => {
    const judgement = await judge([
      'geonameid,population',
      '3040051,12000',
      '290594,23000',
      '292223,34000',
      '292231,45000',
      '292239,56000',
    ]);
    const thingHeaders = judgement?.evidence.find((item) => item.code === 'thingHeaders');
    expect(thingHeaders?.columns ?? []).not.toContain('geonameid');
  });
});
