import { japaneseOrganisationPattern } from './assets/organisation-words.js';
import { hasLegalForm } from './recognizers/legal-form.js';
import { endsWithStreetWord, namesAnOrganisation } from './recognizers/organisation-name.js';

/**
 * How a value is written, if it could be a person's name whatever language it is in: the script,
 * the case, a comma between surname and given name, the number of words. A column's confirmed
 * names (those a lexicon knows) set the shape; a value written the same way in that column is a
 * name too (NUR AISYAH BINTI HAMZAH beside DR FATHUL BARI, 山田 たろう beside 佐藤 花子).
 */
export type NameShape = string;

const latinName = /^[\p{Script=Latin}][\p{Script=Latin}\p{M}'’.\-@/ ,]*$/u;
const japaneseName = /^[\p{Script=Han}々〆ヶ\p{Script=Hiragana}\p{Script=Katakana}ー・]+$/u;
/** A nickname or an alias in brackets after a name: (TOK MET), (Mike). */
const bracketed = /\s*[(（][^)）]{1,30}[)）]\s*/gu;
const maxLatinWords = 9;
const minJapaneseLength = 2;
const maxJapaneseLength = 10;

/** The value's name shape, or undefined when it cannot be a person's name. */
export function nameShapeOf(raw: string): NameShape | undefined {
  const value = raw.replace(bracketed, ' ').replace(/\s+/g, ' ').trim();
  if (value.length < 2 || /\d/.test(value)) return undefined;
  if (japaneseName.test(value.replace(/[ \u3000]/g, ''))) return japaneseShape(value);
  if (!latinName.test(value)) return undefined;
  return latinShape(raw, value);
}

/**
 * A name glued to its katakana reading of surname and given name (そえた 勝幸ソエタ カツユキ): the
 * reading is cut off. One katakana word after a surname is the given name itself (中村 コータロー).
 */
const gluedReading =
  /^(.+?[\p{Script=Han}\p{Script=Hiragana}々])[ \u3000]*[\p{Script=Katakana}ー]+[ \u3000][\p{Script=Katakana}ー]+$/u;

function japaneseShape(written: string): NameShape | undefined {
  const value = gluedReading.exec(written)?.[1] ?? written;
  const compact = value.replace(/[ \u3000]/g, '');
  if (compact.length < minJapaneseLength || compact.length > maxJapaneseLength) return undefined;
  if (japaneseOrganisationPattern.test(compact) || hasLegalForm(compact)) return undefined;
  const parts = value.split(/[ \u3000]+/);
  if (parts.length > 2) return undefined;
  // A surname and a given name apart (中村 コータロー, 山田 たろう), or a name begun by a surname
  // in kanji (内山晃): a word in kana alone (アイスノン) is no one's written name.
  if (parts.length === 2 || /^[\p{Script=Han}々]/u.test(compact)) return 'ja';
  return undefined;
}

function latinShape(raw: string, value: string): NameShape | undefined {
  // Initials run into the name they begin (A.K.Moorthy, G.Devadoss) are words of their own.
  const words = value.split(/[ ,]+|(?<=\.)(?=\p{L})/u).filter(Boolean);
  if (words.length < 2 || words.length > maxLatinWords) return undefined;
  if (hasLegalForm(raw) || namesAnOrganisation(value) || endsWithStreetWord(value))
    return undefined;
  const letters = value.replace(/[^\p{L}]/gu, '');
  const upper = letters === letters.toUpperCase();
  const lower = letters === letters.toLowerCase();
  const casing = upper ? 'upper' : lower ? 'lower' : 'mixed';
  const comma = value.includes(',') ? 'comma' : 'plain';
  return `latin:${casing}:${comma}`;
}
