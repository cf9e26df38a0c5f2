import { describe, expect, it } from 'vitest';
import { personNamesIn, scanLines, summarize } from './test-support/fixtures.js';

// Invented candidates, written as the rolls of other countries write them: names the lexicons
// do not know (bin, binti, a/l, Chinese romanisations), in capitals.
const candidates = [
  'name,party,votes',
  'HAMZAH BIN ISMAIL,ALLIANCE,1234',
  'TAN WEI MING,DAP,2345',
  'NUR AISYAH BINTI OMAR,PKR,345',
  'LIM SIEW LING,DAP,789',
  'SITI RAHMAH BINTI YUSOF,BN,678',
  'KUMAR A/L RAMASAMY,PH,456',
  'DR ZULKIFLI BIN AHMAD,PAS,567',
];

describe('a column judged to hold people\u2019s names', () => {
  it('finds every name in a roll of candidates, known to a lexicon or not', async () => {
    const result = await scanLines(candidates);
    const names = personNamesIn(summarize(result.findings));
    expect(names).toEqual([1, 2, 3, 4, 5, 6, 7].map((row) => `${row}:name:PERSON_NAME`));
    expect(result.tables[0]?.columns).toEqual([
      expect.objectContaining({ column: 'name', kind: 'personNames' }),
    ]);
  });

  it('reads initials run into a name and ballot names with a party in brackets', async () => {
    const initials = await scanLines([
      'Candidate,Party,Votes',
      'A.K.Ramaswamy,Janata Front,1200',
      'S. F. Lee,Independent,900',
      'K. Venkatesan,Janata Front,800',
      'Kiran Sharma,Peoples Party,700',
      'Rakesh Kumar Giri,Independent,650',
      'P.Selvaraj,Peoples Party,600',
    ]);
    expect(personNamesIn(summarize(initials.findings))).toHaveLength(6);
    const ballots = await scanLines([
      'ballot_name,sex,name,party',
      '"DALISAY, MAGS (IND)",FEMALE,"DALISAY, MARGARITA SANTOS",INDEPENDENT',
      '"BALUYOT, REX (IND)",MALE,"BALUYOT, REX MORALES",INDEPENDENT',
      '"CASTILLO, JAVI (PFP)",MALE,"CASTILLO, JAVIER REYES",PARTIDO FEDERAL',
      '"MANALO, JANETH (IND)",FEMALE,"MANALO, JANETH CRUZ",INDEPENDENT',
      '"AQUINO, PAOLO (HTL)",MALE,"AQUINO, PAOLO DIZON",HUGPONG',
      '"VILLANUEVA, ROSA (IND)",FEMALE,"VILLANUEVA, ROSA TAN",INDEPENDENT',
    ]);
    const names = personNamesIn(summarize(ballots.findings));
    expect(names.filter((name) => name.endsWith(':ballot_name:PERSON_NAME'))).toHaveLength(6);
  });

  it('finds Japanese candidates whose given name is written in kana', async () => {
    const found = await scanLines([
      '候補者氏名,党派,得票数',
      '山田 たろう,無所属,1200',
      '佐藤 花子,無所属,900',
      '五十嵐 ゆうな,無所属,800',
      '鈴木 一郎,無所属,700',
      '東海林 りょう,無所属,650',
      '田中 みゆき,無所属,600',
    ]);
    expect(personNamesIn(summarize(found.findings))).toHaveLength(6);
  });

  it('finds names in kana glued to their katakana reading', async () => {
    const found = await scanLines([
      '当選者,党派,得票数',
      '山田 太郎ヤマダ タロウ,無所属,1200',
      'かわい 一郎カワイ イチロウ,無所属,900',
      '佐藤 はなこサトウ ハナコ,無所属,800',
      '鈴木 一郎スズキ イチロウ,無所属,700',
      'おおの 健二オオノ ケンジ,無所属,650',
      '田中 美咲タナカ ミサキ,無所属,600',
    ]);
    expect(personNamesIn(summarize(found.findings))).toHaveLength(6);
  });

  it('leaves a bare name column of things alone', async () => {
    const found = await scanLines([
      'name,category,day',
      'アイスノン,燃やすごみ,月',
      '生花,燃やすごみ,月',
      '雨どい,燃やさないごみ,水',
      '植木鉢,燃やさないごみ,水',
      '傘,燃やさないごみ,水',
      '座布団,燃やすごみ,月',
    ]);
    expect(personNamesIn(summarize(found.findings))).toEqual([]);
  });
});

describe('a column mixing people and organisations', () => {
  // Invented donors: people written SURNAME, GIVEN and companies with their legal form.
  const donors = [
    'contributor,city,state,zip,amount,date',
    '"ABUBAKAR, ZAINAB",Springfield,IL,62704,$250.00,03/14/2022',
    'ACME PAVING LLC,Springfield,IL,62701,"$1,000.00",03/15/2022',
    '"NGUYEN, THANH",Peoria,IL,61602,$100.00,03/16/2022',
    'LAKESIDE HOLDINGS INC,Chicago,IL,60601,$500.00,03/17/2022',
    '"GARCIA, LUIS",Chicago,IL,60614,$50.00,03/18/2022',
    'RIVERBEND SUPPLY CO. LTD,Joliet,IL,60431,$75.00,03/19/2022',
    '"O\'BRIEN, MARY",Aurora,IL,60505,$20.00,03/20/2022',
  ];

  it("reports a person's ZIP code and the date they gave, not a company's", async () => {
    const result = await scanLines(donors);
    const found = summarize(result.findings);
    for (const row of [1, 3, 5, 7])
      expect(found).toEqual(
        expect.arrayContaining([
          `${row}:contributor:PERSON_NAME`,
          `${row}:zip:LOCATION`,
          `${row}:date:DATE`,
        ]),
      );
    for (const row of [2, 4, 6])
      expect(found.filter((finding) => finding.startsWith(`${row}:`))).toEqual([]);
    expect(result.tables[0]?.columns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: 'contributor', kind: 'mixedNames' }),
      ]),
    );
  });
});
