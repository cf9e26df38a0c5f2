import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources, type LanguageResources } from '../language-resources.js';
import { matchEnglishName } from './english-name.js';
import { matchJapaneseName } from './japanese-name.js';

let resources: LanguageResources;
beforeAll(async () => {
  resources = await loadLanguageResources();
});

const english = (value: string) => matchEnglishName(value, resources.englishLexicon);
const japanese = (value: string) => matchJapaneseName(value, resources.tokenizer);

describe('a post is not its holder', () => {
  it('reads no person in an office named by what it serves', () => {
    for (const value of ['UN Ambassador', 'State Treasurer', 'Deputy Secretary', 'Labor Secretary'])
      expect(english(value)).toBeUndefined();
  });

  it('still reads the holder named beside the post', () => {
    expect(english('Ann Quill')).toMatchObject({ evidence: true });
    expect(english('Quill, Ann')).toMatchObject({ evidence: true });
  });

  it('reads no person in the office of a place or a body written alone', () => {
    for (const value of ['羽幌町長', '福井県知事', '市議会議員', '外務大臣', '港区長'])
      expect(japanese(value)).toBeUndefined();
  });

  it('still reads names that end in 長 or a title before a name', () => {
    expect(japanese('織田信長')).toMatchObject({ reading: false });
    expect(japanese('山田 太郎')).toMatchObject({ reading: false });
  });
});

describe('makers and firms named after their founder', () => {
  it('reads the firm, not a person, when an industry word follows the name', () => {
    for (const value of [
      'DOUGLAS HELICOPTER',
      'Morgan Securities',
      'Harold Motors',
      'Linda Aviation',
    ])
      expect(english(value)).toBeUndefined();
  });
});

describe('"Town, County" and "Place, ST" are places, not "Last, First"', () => {
  it('reads no name when a US state code follows a place of several words', () => {
    expect(english('Salem Night Watch, MA')).toBeUndefined();
    expect(english('Dover Harbor, DE')).toBeUndefined();
  });

  it('reads no name when a known place follows words no lexicon knows', () => {
    expect(english('QUENBY, CLEVELAND')).toBeUndefined();
  });

  it('still reads a registry name whose given name is also a place', () => {
    expect(english('Smith, Georgia')).toMatchObject({ evidence: true });
    expect(english('Quill, Austin')).toMatchObject({ evidence: true });
  });
});
