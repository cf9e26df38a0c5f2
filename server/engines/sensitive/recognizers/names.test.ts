import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources, type LanguageResources } from '../language-resources.js';
import { findEnglishNames, matchEnglishName, matchSingleNameWord } from './english-name.js';
import { matchEthnicGroup } from './ethnic-group.js';
import { findJapaneseNames, matchJapaneseName } from './japanese-name.js';

let resources: LanguageResources;
beforeAll(async () => {
  resources = await loadLanguageResources();
});

describe('Japanese names (kuromoji IPADIC 人名 tags)', () => {
  it('reads surname + given name, with or without a space or honorific', () => {
    expect(matchJapaneseName('山田 太郎', resources.tokenizer)?.strength).toBeGreaterThanOrEqual(
      0.6,
    );
    expect(matchJapaneseName('佐藤花子', resources.tokenizer)?.strength).toBeGreaterThanOrEqual(
      0.5,
    );
    expect(matchJapaneseName('田中 一郎様', resources.tokenizer)?.strength).toBeGreaterThanOrEqual(
      0.6,
    );
  });

  it("leaves lists of abbreviations out (a hospital's departments)", () => {
    for (const value of ['内・外・整', '眼・耳・リハ', '精・神', '内･外･皮'])
      expect(matchJapaneseName(value, resources.tokenizer)).toBeUndefined();
  });

  it('leaves businesses, facilities and stations with surnames out', () => {
    expect(matchJapaneseName('山田商店', resources.tokenizer)).toBeUndefined();
    expect(matchJapaneseName('株式会社山田製作所', resources.tokenizer)).toBeUndefined();
    expect(matchJapaneseName('大塚駅', resources.tokenizer)).toBeUndefined();
    expect(matchJapaneseName('桜井市役所', resources.tokenizer)).toBeUndefined();
  });

  it('leaves clinics, hospitals, facilities and their kana readings out', () => {
    for (const value of [
      'やまだ内科',
      'ヤマダビョウイン',
      'タナカナイカイイン',
      'サトウクリニック',
      'ちゅうおうふくしセンター',
      'ミナミコウミンカン',
    ])
      expect(matchJapaneseName(value, resources.tokenizer), value).toBeUndefined();
  });

  it('leaves kana readings of municipalities out, but not readings of names', () => {
    for (const value of ['さっぽろし ちゅうおうく', 'ヨコハマシ ミドリク', 'ほっかいどう おたるし'])
      expect(matchJapaneseName(value, resources.tokenizer), value).toBeUndefined();
    for (const value of ['コンドウ ヒロシ', 'たかはし さとし', 'キシ タク'])
      expect(matchJapaneseName(value, resources.tokenizer), value).toBeDefined();
  });

  it('reads names partly written in kana', () => {
    expect(matchJapaneseName('たなか 花子', resources.tokenizer)?.strength).toBeGreaterThanOrEqual(
      0.5,
    );
  });

  it('leaves the weekdays of a collection calendar out', () => {
    for (const value of ['水 土', '火 金', '月・木', '水曜日'])
      expect(matchJapaneseName(value, resources.tokenizer), value).toBeUndefined();
  });

  it('gives a lone surname or a kana reading little weight on its own', () => {
    expect(matchJapaneseName('高橋', resources.tokenizer)?.strength).toBeLessThan(0.4);
    expect(matchJapaneseName('ヤマダ タロウ', resources.tokenizer)).toEqual({
      strength: 0.3,
      reading: true,
    });
  });

  it('finds names in running text', () => {
    expect(findJapaneseNames('担当は山田太郎です。', resources.tokenizer)).toEqual(['山田太郎']);
  });
});

describe('English names (compromise lexicon)', () => {
  it('reads first-last, last-comma-first and titled names', () => {
    expect(
      matchEnglishName('John Smith', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      matchEnglishName('Smith, Mary', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      matchEnglishName('Aaliyah Corkery', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.6);
    expect(
      matchEnglishName('Dr. Mary Franey-Huel Jr.', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.6);
  });

  it('leaves organisations and places out', () => {
    expect(matchEnglishName('Smith & Sons Ltd', resources.englishLexicon)).toBeUndefined();
    // A given name before a thing's word that is also a surname has no name evidence: it counts
    // only among evidenced names (place-word-surnames.test.ts).
    expect(matchEnglishName('Lincoln Park', resources.englishLexicon)?.evidence ?? false).toBe(
      false,
    );
    expect(matchEnglishName('New York', resources.englishLexicon)).toBeUndefined();
    for (const place of ['FORT MERRILL', 'Riverton by Sea', 'Kirkby on Moor', 'Whispering Cliffs'])
      expect(matchEnglishName(place, resources.englishLexicon)).toBeUndefined();
    expect(matchEnglishName('Green Party', resources.englishLexicon)).toBeUndefined();
  });

  it('reads a councillor or a senator by title', () => {
    expect(
      matchEnglishName('Councillor Jane Porter', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.8);
  });

  it('reads names outside the word list: accents, particles', () => {
    for (const value of ['José Muñoz', 'Ludwig van Beethoven', 'Maria de la Cruz'])
      expect(matchEnglishName(value, resources.englishLexicon), value).toBeDefined();
  });

  it('leaves GP practices and surgeries out', () => {
    for (const value of [
      'ABBEY MEDICAL PRACTICE',
      'THE MEADOWS SURGERY',
      "DR PATEL'S PRACTICE",
      'Dr Jones & Partners',
    ])
      expect(matchEnglishName(value, resources.englishLexicon), value).toBeUndefined();
  });

  it('finds names in text', () => {
    expect(findEnglishNames('Please call John Smith tomorrow.', resources.englishLexicon)).toEqual([
      'John Smith',
    ]);
  });
});

describe('ethnic groups and nationalities', () => {
  it('rates nationality terms above bare country names', () => {
    expect(
      matchEthnicGroup('ベトナム人', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.5);
    expect(matchEthnicGroup('Hispanic', resources.englishLexicon)?.strength).toBeGreaterThanOrEqual(
      0.5,
    );
    expect(
      matchEthnicGroup('Vietnamese', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.5);
    expect(matchEthnicGroup('中国', resources.englishLexicon)?.strength).toBeLessThan(0.4);
    expect(matchEthnicGroup('東京', resources.englishLexicon)).toBeUndefined();
  });

  it('reads census categories made of several terms', () => {
    for (const value of [
      'Hispanic/Latino',
      'Not Hispanic or Latino',
      'Black or African American',
      'White alone',
      'Native Hawaiian or Other Pacific Islander',
    ])
      expect(
        matchEthnicGroup(value, resources.englishLexicon)?.strength,
        value,
      ).toBeGreaterThanOrEqual(0.5);
  });
});

describe('what an English name is not, and when a title vouches for one', () => {
  it('never reads a street as a name', () => {
    for (const value of [
      'RALPH PLACE',
      'Harold Avenue',
      'Martin Luther King Boulevard',
      'Elsie Road',
    ])
      expect(matchEnglishName(value, resources.englishLexicon)).toBeUndefined();
    expect(matchSingleNameWord('Street', resources.englishLexicon)).toBeUndefined();
  });

  it('never reads a country of two words as a name', () => {
    for (const value of ['Sri Lanka', 'Costa Rica', 'New Zealand'])
      expect(matchEnglishName(value, resources.englishLexicon)).toBeUndefined();
  });

  it('reads a name followed by a qualifier in brackets', () => {
    expect(
      matchEnglishName('Margaret Ellison (Idaho politician)', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.6);
  });

  it('reads a titled name whose surname is also a place', () => {
    expect(
      matchEnglishName('Councillor David Acton', resources.englishLexicon)?.strength,
    ).toBeGreaterThanOrEqual(0.6);
    expect(matchEnglishName('David Acton', resources.englishLexicon)?.evidence ?? false).toBe(
      false,
    );
  });
});
