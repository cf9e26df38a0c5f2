import {
  englishOfficeWords,
  englishOrganisationWords,
  englishTitles,
} from '../assets/organisation-words.js';
import { usStateCodes } from '../assets/us-state-codes.js';
import { streetWords } from '../assets/street-words.js';
import type { EnglishLexicon } from '../language-resources.js';

export interface EnglishNameMatch {
  strength: number;
  /**
   * The value carries name evidence: a given name from the lexicons in a given name's place, a
   * known surname in a name column, or a title. Without it a capitalised value (SUNRISE MART,
   * GREEN BAY) counts only in a column whose other values have that evidence.
   */
  evidence: boolean;
}

const firstNameTags = new Set(['FirstName', 'MaleName', 'FemaleName', 'Person', 'GivenName']);
const lastNameTags = new Set(['LastName', 'Surname']);
const placeTags = new Set(['City', 'Country', 'Region', 'Place', 'Demonym']);
const nameSuffixes = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v', 'phd', 'md', 'dds', 'esq']);
const nameWord = /^\p{Lu}[\p{L}'’-]*\p{Ll}$|^\p{Lu}\.?$|^\p{Lu}[\p{Lu}'’-]+$/u;
const leadingArticle = /^(?:le|la|les|l'|el|los|las|il|the|der|die|das|het)\s/;
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
 * Reads a whole value as "First Last", "First M. Last", "Last, First", a registry's "LAST First"
 * or "LAST Dr. First", or "First (Nickname) Last", using the given-name and surname lexicons
 * (compromise, the Census lists, stdlib's): the given name is the evidence, since surnames are far
 * more varied. A capitalised pair without a known given name or a title is a weak candidate
 * without evidence.
 */
export function matchEnglishName(
  value: string,
  lexicon: EnglishLexicon,
): EnglishNameMatch | undefined {
  if (value.length < 3 || value.length > 60) return undefined;
  // A qualifier in brackets after the name (Jack Reed (Rhode Island politician), Ann Lee (Chair)),
  // and a nickname in brackets or quotes inside it (Abraham "Abe" Quill, Joe (JJ) Smith).
  value = value
    // A role or note after a spaced dash (Lindqvist, Sara - Vice Chair).
    .replace(/\s+[-–—]\s+[^-–—]+$/, '')
    .replace(/\s+\([^()]*\)$/, '')
    .replace(/\s+(?:\([^()]*\)|"[^"]*"|“[^”]*”)\s+/g, ' ')
    // A generational suffix wherever a registry puts it (Quill, Jr., William C).
    .replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?(?=\s*,|\s*$)/gi, '');
  // An article first (le Royaume de Belgique, la República de Angola, the Gambia) starts a
  // title or a place, never a person's name.
  if (leadingArticle.test(value)) return undefined;
  const commaForm = /^([^,]+),\s*([^,]+)$/.exec(value);
  if (commaForm && placeAfterComma(commaForm[1]!, commaForm[2]!, lexicon)) return undefined;
  let words = (commaForm ? `${commaForm[2]} ${commaForm[1]}` : value).split(/\s+/).filter(Boolean);
  let titled = false;
  // Titles before the name (High Sheriff John Cook) or, in a registry, after the surname (SMITH
  // DR. JOHN): they are no part of it, but they say a person.
  while (words.length > 2 && isTitle(words[0]!)) {
    titled = true;
    words = words.slice(1);
  }
  const inner = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && isTitle(word),
  );
  if (inner > 0) {
    titled = true;
    words = words.filter((_, index) => index !== inner);
  }
  words = registryOrder(words, lexicon);
  while (words.length > 2 && nameSuffixes.has(words.at(-1)!.replace(/[.,]/g, '').toLowerCase()))
    words = words.slice(0, -1);
  // Particles belong to the surname: drop them before counting words.
  words = words.filter(
    (word, index) => index === 0 || index === words.length - 1 || !surnameParticles.has(word),
  );
  if (words.length < 2 || words.length > 4) return undefined;
  // Santa Clara, SAN ELIZARIO, Fort Ashby, Mount Vernon: a place's first word, never a name's.
  if (!titled && placePrefixes.has(words[0]!.replace(/\.$/, '').toLowerCase())) return undefined;
  const knownSurname = (word: string) =>
    (lexicon.get(word.toLowerCase()) ?? []).some((tag) => lastNameTags.has(tag));
  // Lower case is a name's only when the lexicons know the word (miguel hernandez, ruth Butterfield).
  const known = (word: string) =>
    (lexicon.get(word) ?? []).some((tag) => firstNameTags.has(tag) || lastNameTags.has(tag));
  if (!words.every((word) => nameWord.test(word) || (lowerWord.test(word) && known(word))))
    return undefined;
  // An organisation's word (Bank, Lake, Hall) says a thing, unless it ends the value as a surname
  // the lexicons know (Kari Lake, Ann Hall): then it is read below as a place word.
  const organisationWordAt = words.findIndex((word) =>
    englishOrganisationWords.has(word.toLowerCase()),
  );
  const lastIsSurnameWord = organisationWordAt === words.length - 1 && knownSurname(words.at(-1)!);
  if (organisationWordAt >= 0 && !lastIsSurnameWord) return undefined;
  if (streetWords.has(words.at(-1)!.replace(/\.$/, '').toLowerCase())) return undefined;
  // UN Ambassador, State Treasurer: a post named by what it serves, not the person holding it.
  if (englishOfficeWords.has(words.at(-1)!.replace(/\.$/, '').toLowerCase())) return undefined;
  // A place named in two words (Sri Lanka, Costa Rica) is a place, whatever its first word is.
  const whole = lexicon.get(words.join(' ').toLowerCase()) ?? [];
  if (whole.some((tag) => placeTags.has(tag))) return undefined;
  const tagsOf = (word: string) => lexicon.get(word.toLowerCase().replace(/\.$/, '')) ?? [];
  const first = tagsOf(words[0]!);
  const last = tagsOf(words.at(-1)!);
  const firstKnown = first.some((tag) => firstNameTags.has(tag));
  const lastKnown =
    last.some((tag) => lastNameTags.has(tag)) || last.some((tag) => firstNameTags.has(tag));
  // A place that is also a surname (Acton) needs a title or a given name the place list lacks:
  // the Census surnames know almost every place name, so only compromise's own name tags count.
  const lastIsPlace =
    last.some((tag) => placeTags.has(tag)) &&
    !last.some((tag) => tag === 'LastName' || (firstNameTags.has(tag) && tag !== 'GivenName'));
  const firstIsPlace = first.some((tag) => placeTags.has(tag)) && !firstKnown;
  const lastIsOtherWord = last.length > 0 && !lastKnown;
  if (firstIsPlace) return undefined;
  // A title (Councillor, Sir) says a person even when the surname is also a place (Acton).
  if ((lastIsSurnameWord || lastIsPlace) && !titled)
    return firstKnown ? placeWordSurname : undefined;
  let strength: number;
  if (firstKnown && lastKnown) strength = 0.8;
  else if (firstKnown && !lastIsOtherWord) strength = 0.65;
  else if (firstKnown) strength = 0.45;
  else if (lastKnown) strength = 0.45;
  else strength = first.length === 0 && !lastIsOtherWord ? 0.3 : 0.15;
  // F. Quill, A. J. Pellow: initials before a known surname are how registers write a person.
  const initialled = words.slice(0, -1).every((word) => /^\p{Lu}\.?$/u.test(word)) && lastKnown;
  return {
    strength: Math.min(1, strength + (titled ? 0.15 : 0)),
    evidence: firstKnown || titled || initialled,
  };
}

/**
 * A known given name before a surname that also names a place or a thing (Kari Lake, Sandra French,
 * David Acton, Ann Hall) reads as a person or as a place alike: a weak candidate without name
 * evidence, which counts only in a column whose other values are evidenced names.
 */
const placeWordSurname: EnglishNameMatch = { strength: 0.45, evidence: false };

/**
 * "Town, County" or "Place, ST" (YARM, CLEVELAND; Boston Watch, MA) is where something is, not a
 * "Last, First" name: after the comma a US state code, or a place the lexicons know after words
 * they know nothing of.
 */
function placeAfterComma(before: string, after: string, lexicon: EnglishLexicon): boolean {
  const region = after.trim();
  if (usStateCodes.has(region) && before.trim().includes(' ')) return true;
  const afterTags = lexicon.get(region.toLowerCase()) ?? [];
  const beforeKnown = before
    .trim()
    .split(/\s+/)
    .some((word) => (lexicon.get(word.toLowerCase()) ?? []).length > 0);
  return !beforeKnown && afterTags.some((tag) => placeTags.has(tag));
}

function isTitle(word: string): boolean {
  return englishTitles.has(word.replace(/\.$/, '').toLowerCase());
}

const allCaps = /^\p{Lu}[\p{Lu}'’-]+$/u;
const lowerWord = /^\p{Ll}[\p{Ll}'’-]+$/u;
/** Answers in a flag column (Winner: True, Incumbent: No): never a name. */
const answerWords = new Set([
  // A seat nobody holds yet (Vacant, TBD) is no one's name.
  'vacant',
  'vacancy',
  'tbd',
  'tba',
  'true',
  'false',
  'yes',
  'no',
  'y',
  'n',
  'none',
  'unknown',
  'n/a',
  'na',
]);
const placePrefixes = new Set([
  'san',
  'santa',
  'santo',
  'sao',
  'são',
  'saint',
  'st',
  'ste',
  'fort',
  'ft',
  'port',
  'mount',
  'mt',
  'lake',
  'los',
  'las',
  'rancho',
  'new',
  'north',
  'south',
  'east',
  'west',
  'upper',
  'lower',
  'great',
  'little',
  'greater',
]);
const capitalised = /^\p{Lu}[\p{Ll}'’-]+$/u;

/**
 * A registry writes the surname first in capitals (VARNHAM Joy, del QUILL Ana, SMITH John Paul):
 * when the capitalised words after it open with a known given name, they come first.
 */
function registryOrder(words: string[], lexicon: EnglishLexicon): string[] {
  const surnameEnd = words.findIndex((word) => !allCaps.test(word) && !surnameParticles.has(word));
  if (surnameEnd <= 0 || !words.slice(0, surnameEnd).some((word) => allCaps.test(word)))
    return words;
  const given = words.slice(surnameEnd);
  if (!given.every((word) => capitalised.test(word) || /^\p{Lu}\.?$/u.test(word))) return words;
  const tags = lexicon.get(given[0]!.toLowerCase()) ?? [];
  if (!tags.some((tag) => firstNameTags.has(tag))) return words;
  return [...given, ...words.slice(0, surnameEnd)];
}

/**
 * A single capitalised word (a surname or a given name column): weak on its own, and counted only
 * under a name header (last_name, first_name, surname).
 */
export function matchSingleNameWord(
  value: string,
  lexicon: EnglishLexicon,
): EnglishNameMatch | undefined {
  if (value.length > 30 || !nameWord.test(value) || answerWords.has(value.toLowerCase()))
    return undefined;
  // An initial, with its dot or without (L., J), stands for a name in a middle-name column: a
  // single word counts only under a header naming a name part.
  if (/^\p{Lu}\.?$/u.test(value)) return { strength: 0.2, evidence: true };
  const lower = value.toLowerCase();
  if (
    englishOrganisationWords.has(lower) ||
    englishTitles.has(lower) ||
    streetWords.has(lower) ||
    answerWords.has(lower)
  )
    return undefined;
  const tags = lexicon.get(lower) ?? [];
  const known =
    tags.some((tag) => lastNameTags.has(tag)) || tags.some((tag) => firstNameTags.has(tag));
  if (!known && tags.some((tag) => placeTags.has(tag))) return undefined;
  return { strength: known ? 0.3 : tags.length === 0 ? 0.2 : 0.1, evidence: known };
}

const capitalisedPair =
  /\b(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+\b/g;

/** Person names in English running text: a capitalised pair whose first word is a known given name. */
export function findEnglishNames(text: string, lexicon: EnglishLexicon): string[] {
  return (text.match(capitalisedPair) ?? []).filter(
    (candidate) => (matchEnglishName(candidate, lexicon)?.strength ?? 0) >= 0.65,
  );
}
