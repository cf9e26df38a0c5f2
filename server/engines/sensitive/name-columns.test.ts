import { describe, expect, it } from 'vitest';
import { findingsOfLines } from './test-support/fixtures.js';

describe('name columns of one word', () => {
  it('finds surnames and given names under last_name and first_name', async () => {
    const found = await findingsOfLines([
      'last_name,first_name,joined',
      'Kowalczyk,Agnieszka,2021',
      'Okonkwo,Chidi,2022',
      'Brennan,Siobhan,2023',
    ]);
    for (const row of [1, 2, 3])
      expect(found).toEqual(
        expect.arrayContaining([`${row}:last_name:PERSON_NAME`, `${row}:first_name:PERSON_NAME`]),
      );
  });

  it('finds 姓 and 名 and their readings in separate columns', async () => {
    const found = await findingsOfLines([
      '姓,名,セイ,メイ',
      '山田,太郎,ヤマダ,タロウ',
      '佐藤,花子,サトウ,ハナコ',
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        '1:姓:PERSON_NAME',
        '1:名:PERSON_NAME',
        '1:セイ:PERSON_NAME',
        '1:メイ:PERSON_NAME',
      ]),
    );
  });

  it('does not read single words as names without a name header', async () => {
    expect(
      await findingsOfLines([
        'request_type,status',
        'Pothole,Open',
        'Graffiti,Closed',
        'Streetlight,Open',
      ]),
    ).toEqual([]);
  });
});
