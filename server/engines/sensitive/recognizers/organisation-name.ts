import {
  englishOrganisationWords,
  japaneseOrganisationPattern,
  namesakePhrase,
} from '../assets/organisation-words.js';
import { streetWords } from '../assets/street-words.js';

/** Organisation words too common in other phrases to name an organisation on their own. */
const commonWords = new Set([
  'the',
  'of',
  'for',
  'and',
  '&',
  'by',
  'on',
  'upon',
  'new',
  'north',
  'south',
  'east',
  'west',
  'total',
  'average',
  'other',
  'unknown',
  'global',
  'international',
  'media',
  'line',
  'route',
  'sea',
]);
const hasJapanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The name of an organisation or facility (千葉医療センター, THE MILL SURGERY, Oak Park Library):
 * a column of such names, each different, makes a list of things.
 */
export function isOrganisationName(value: string): boolean {
  if (value.length < 3 || value.length > 60 || /\d/.test(value)) return false;
  if (hasJapanese.test(value)) return japaneseOrganisationPattern.test(value);
  const words = value
    .toLowerCase()
    .split(/[\s,.'’()/-]+/)
    .filter(Boolean);
  // GERARD AVENUE, Station Road: a street, however its words also name organisations.
  if (streetWords.has(words.at(-1) ?? '')) return false;
  return (
    words.length >= 2 &&
    words.some((word) => englishOrganisationWords.has(word) && !commonWords.has(word))
  );
}

/**
 * A value naming an organisation, a campaign or a place after a person (Maribel Thornquist for
 * the People, Ode Varnham Coffee Plantation): the person's name inside it is no finding.
 */
export function namesAnOrganisation(value: string): boolean {
  return namesakePhrase.test(value) || isOrganisationName(value.replace(/\d+/g, ''));
}

/** A street's name (GERARD AVENUE, Station Rd.): its last word is a street word. */
export function endsWithStreetWord(value: string): boolean {
  const last = /([A-Za-z]+)\.?\s*$/.exec(value)?.[1];
  return last !== undefined && streetWords.has(last.toLowerCase());
}
