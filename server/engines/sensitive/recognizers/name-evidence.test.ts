import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageResources, type LanguageResources } from '../language-resources.js';
import { matchEnglishName, matchSingleNameWord } from './english-name.js';
import { matchJapaneseName, matchJapaneseNameParts, splitNameAndReading } from './japanese-name.js';
import { namesAnOrganisation } from './organisation-name.js';

let resources: LanguageResources;
beforeAll(async () => {
  resources = await loadLanguageResources();
});

const english = (value: string) => matchEnglishName(value, resources.englishLexicon);

describe('English names need name evidence, not capitals', () => {
  it('gives a known given name or a title as evidence', () => {
    expect(english('Maribel Thornquist')).toMatchObject({ evidence: true });
    expect(english('Councillor Ode Varnham')).toMatchObject({ evidence: true });
    expect(english('Deputy Sheriff Ezra Pellow')).toMatchObject({ evidence: true });
  });

  it('gives none to capitalised pairs that no given name opens', () => {
    for (const value of ['SUNRISE MART', 'No Rank', 'Tarvel Quonset'])
      expect(english(value)?.evidence ?? false).toBe(false);
  });

  it('reads no person in a place opening with a place word', () => {
    for (const value of ['Santa Clara', 'SAN ELIZARIO', 'Fort Ashby', 'Mount Vernon'])
      expect(english(value)).toBeUndefined();
  });

  it('reads registry orders, initials, nicknames and suffixes', () => {
    expect(english('VARNHAM Joy')).toMatchObject({ evidence: true });
    expect(english('PELLOW DR. EZRA')).toMatchObject({ evidence: true });
    expect(english('F. Morgan')).toMatchObject({ evidence: true });
    expect(english('Abraham "Abe" Quill')).toMatchObject({ evidence: true });
    expect(english('Thornquist, Jr., William C')).toMatchObject({ evidence: true });
    // Lower case passes only for words the lexicons know.
    expect(english('maribel smith')).toMatchObject({ evidence: true });
    expect(english('maribel thornquist')).toBeUndefined();
  });

  it('reads flag answers and lone unknown words as no evidence', () => {
    expect(matchSingleNameWord('True', resources.englishLexicon)).toBeUndefined();
    expect(matchSingleNameWord('Quonset', resources.englishLexicon)?.evidence).toBe(false);
    expect(matchSingleNameWord('Margaret', resources.englishLexicon)?.evidence).toBe(true);
  });

  it('takes names inside committees and producers for the namesake of an organisation', () => {
    expect(namesAnOrganisation('Maribel Thornquist for the People')).toBe(true);
    expect(namesAnOrganisation('Friends of Ezra Pellow')).toBe(true);
    expect(namesAnOrganisation('Ode Varnham Coffee Plantation')).toBe(true);
    expect(namesAnOrganisation('Maribel Thornquist')).toBe(false);
  });
});

describe('Japanese cells with several parts', () => {
  const parts = (value: string) =>
    matchJapaneseNameParts(value, resources.tokenizer).map((part) => part.quote);

  it('drops a title or a unit before the name and judges the name', () => {
    expect(parts('代表取締役社長 山田 太郎')).toEqual(['山田 太郎']);
    expect(parts('理事長　佐藤　花子'.normalize('NFKC'))).toEqual(['佐藤 花子']);
    expect(parts('総務部 田中 一郎')).toEqual(['田中 一郎']);
    expect(parts('営業部 部長 鈴木 一郎')).toEqual(['鈴木 一郎']);
  });

  it('reads each person of a list', () => {
    expect(parts('補佐官 山田 太郎、佐藤 花子')).toEqual(['山田 太郎', '佐藤 花子']);
  });

  it('finds no one in a title alone or a ditto mark', () => {
    expect(parts('香川県知事')).toEqual([]);
    expect(matchJapaneseName('同 上', resources.tokenizer)).toBeUndefined();
  });

  it('reads a name spaced out character by character, and a name glued to its reading', () => {
    expect(matchJapaneseName('山 田 太 郎', resources.tokenizer)?.strength).toBeGreaterThan(0.5);
    expect(splitNameAndReading('山田 太郎ヤマダ タロウ')).toBe('山田 太郎');
  });
});
