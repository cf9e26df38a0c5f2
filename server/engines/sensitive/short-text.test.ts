import { describe, expect, it } from 'vitest';
import { scanStream } from './scan-stream.js';
import { streamOf } from './test-support/fixtures.js';

describe('short notes are searched for what they hold', () => {
  it('finds a phone, a name with an honorific and a card number inside short notes', async () => {
    const csv = [
      '氏名,生年月日,備考',
      '山田 太郎,1985/04/12,母 070-1234-5678',
      '佐藤 花子,1990/03/04,隣家の田中さん',
      '鈴木 一郎,1978/11/30,カード(4111 1111 1111 1111)',
      '高橋 美咲,2001/07/15,',
    ].join('\n');
    const result = await scanStream(streamOf(csv), { fileName: 'register.csv' });
    const notes = result
      .findings!.filter((finding) => finding.column === '備考')
      .map((finding) => `${finding.row}:${finding.subType ?? finding.type}:${finding.quote}`);
    expect(notes).toEqual([
      '1:PHONE_NUMBER:070-1234-5678',
      '2:PERSON_NAME:田中さん',
      '3:CREDIT_CARD_NUMBER:4111 1111 1111 1111',
    ]);
  });

  it('leaves opening hours and dated remarks of a facility list alone', async () => {
    const csv = [
      '施設名,開館時間,備考',
      '中央図書館,月〜金 9:00-17:00,令和6年4月1日 開設',
      '西公民館,火〜日 9:00-21:00,駐車場 20台',
    ].join('\n');
    const result = await scanStream(streamOf(csv), { fileName: 'facilities.csv' });
    expect(result.findings).toEqual([]);
  });
});
