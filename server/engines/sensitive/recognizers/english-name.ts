import { englishOrganisationWords, englishTitles } from '../assets/organisation-words.js';
import { streetWords } from '../assets/street-words.js';
import type { EnglishLexicon } from '../language-resources.js';

export interface EnglishNameMatch {
  strength: number;
}

const firstNameTags = new Set(['FirstName', 'MaleName', 'FemaleName', 'Person']);
const placeTags = new Set(['City', 'Country', 'Region', 'Place', 'Demonym']);
const nameSuffixes = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'phd', 'md', 'dds', 'esq']);
const nameWord = /^\p{Lu}[\p{L}'’-]*\p{Ll}$|^\p{Lu}\.?$|^\p{Lu}[\p{Lu}'’-]+$/u;
/** Lower-case particles inside a surname: Ludwig van Beethoven, Maria de la Cruz. */
const surnameParticles = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'la',
  'le',
  'da',
  'dos',
  'das',
  'di',
  'du',
  'bin',
  'binti',
  'al',
  'el',
  'ter',
  'ten',
]);

/**
 * Reads a whole value as "First Last", "First M. Last" or "Last, First" using compromise's
 * lexicon of first and last names; capitalised words that the lexicon does not know still count
 * for the surname, since surnames are far more varied than given names.
 */
export function matchEnglishName(
  value: string,
  lexicon: EnglishLexicon,
): EnglishNameMatch | undefined {
  if (value.length < 3 || value.length > 60) return undefined;
  // A qualifier in brackets after the name (Jack Reed (Rhode Island politician), Ann Lee (Chair)).
  value = value.replace(/\s+\([^()]*\)$/, '');
  const commaForm = /^([^,]+),\s*([^,]+)$/.exec(value);
  let words = (commaForm ? `${commaForm[2]} ${commaForm[1]}` : value).split(/\s+/).filter(Boolean);
  let titled = false;
  if (words.length > 0 && englishTitles.has(words[0]!.replace(/\.$/, '').toLowerCase())) {
    titled = true;
    words = words.slice(1);
  }
  while (words.length > 2 && nameSuffixes.has(words.at(-1)!.replace(/[.,]/g, '').toLowerCase()))
    words = words.slice(0, -1);
  // Particles belong to the surname: drop them before counting words.
  words = words.filter(
    (word, index) => index === 0 || index === words.length - 1 || !surnameParticles.has(word),
  );
  if (words.length < 2 || words.length > 4) return undefined;
  if (!words.every((word) => nameWord.test(word))) return undefined;
  if (words.some((word) => englishOrganisationWords.has(word.toLowerCase()))) return undefined;
  if (streetWords.has(words.at(-1)!.replace(/\.$/, '').toLowerCase())) return undefined;
  // A place named in two words (Sri Lanka, Costa Rica) is a place, whatever its first word is.
  const whole = lexicon.get(words.join(' ').toLowerCase()) ?? [];
  if (whole.some((tag) => placeTags.has(tag))) return undefined;
  const tagsOf = (word: string) => lexicon.get(word.toLowerCase().replace(/\.$/, '')) ?? [];
  const first = tagsOf(words[0]!);
  const last = tagsOf(words.at(-1)!);
  const firstKnown = first.some((tag) => firstNameTags.has(tag));
  const lastKnown = last.includes('LastName') || last.some((tag) => firstNameTags.has(tag));
  const lastIsPlace = last.some((tag) => placeTags.has(tag)) && !lastKnown;
  const firstIsPlace = first.some((tag) => placeTags.has(tag)) && !firstKnown;
  const lastIsOtherWord = last.length > 0 && !lastKnown;
  // A title (Councillor, Sir) says a person even when the surname is also a place (Acton).
  if (firstIsPlace || (lastIsPlace && !titled)) return undefined;
  let strength: number;
  if (firstKnown && lastKnown) strength = 0.8;
  else if (firstKnown && !lastIsOtherWord) strength = 0.65;
  else if (firstKnown) strength = 0.45;
  else if (lastKnown) strength = 0.45;
  else strength = first.length === 0 && !lastIsOtherWord ? 0.3 : 0.15;
  return { strength: Math.min(1, strength + (titled ? 0.15 : 0)) };
}

/**
 * A single capitalised word (a surname or a given name column): weak on its own, and counted only
 * under a name header (last_name, first_name, surname).
 */
export function matchSingleNameWord(
  value: string,
  lexicon: EnglishLexicon,
): EnglishNameMatch | undefined {
  if (value.length < 2 || value.length > 30 || !nameWord.test(value)) return undefined;
  // An initial with its dot (L.) stands for a name in a middle-name column.
  if (/^\p{Lu}\.$/u.test(value)) return { strength: 0.2 };
  if (/^\p{Lu}$/u.test(value)) return undefined;
  const lower = value.toLowerCase();
  if (englishOrganisationWords.has(lower) || englishTitles.has(lower) || streetWords.has(lower))
    return undefined;
  const tags = lexicon.get(lower) ?? [];
  const known = tags.includes('LastName') || tags.some((tag) => firstNameTags.has(tag));
  if (!known && tags.some((tag) => placeTags.has(tag))) return undefined;
  return { strength: known ? 0.3 : tags.length === 0 ? 0.2 : 0.1 };
}

const capitalisedPair =
  /\b(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+\b/g;

/** Person names in English running text: a capitalised pair whose first word is a known given name. */
export function findEnglishNames(text: string, lexicon: EnglishLexicon): string[] {
  return (text.match(capitalisedPair) ?? []).filter(
    (candidate) => (matchEnglishName(candidate, lexicon)?.strength ?? 0) >= 0.65,
  );
}
