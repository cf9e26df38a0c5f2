import {
  englishEthnicTerms,
  japaneseCountryNames,
  japaneseEthnicTerms,
} from '../assets/ethnic-terms.js';
import type { EnglishLexicon } from '../language-resources.js';

export interface EthnicMatch {
  /** A nationality or ethnic term (中国籍, ベトナム人, Hispanic, Vietnamese): stronger than a bare country name. */
  strength: number;
  /**
   * A country's name (United States, Nigeria, 中国) or a colour that is also a race (black,
   * White): a place, a colour or a surname unless the column's header asks for a nationality,
   * an ethnicity or a race.
   */
  needsHeader?: boolean;
}

/** Colours that census forms also use for races: on their own they are colours (hair_color: black). */
const colourTerms = new Set(['black', 'white', 'brown', 'red', 'yellow']);

const countries = new Set(japaneseCountryNames);
const ethnicTerms = new Set([...japaneseEthnicTerms, ...englishEthnicTerms]);

export function matchEthnicGroup(value: string, lexicon: EnglishLexicon): EthnicMatch | undefined {
  if (value.length === 0 || value.length > 60) return undefined;
  const lower = value.toLowerCase();
  if (colourTerms.has(lower)) return { strength: 0.6, needsHeader: true };
  if (ethnicTerms.has(value) || ethnicTerms.has(lower)) return { strength: 0.6 };
  const last = value.at(-1);
  if ((last === '人' || last === '籍' || last === '系') && countries.has(value.slice(0, -1)))
    return { strength: 0.6 };
  if (countries.has(value)) return { strength: 0.3, needsHeader: true };
  if (isCensusCategory(lower)) return { strength: 0.6 };
  const tags = lexicon.get(lower);
  if (tags?.includes('Demonym')) return { strength: 0.55 };
  if (tags?.includes('Country') || countryAbbreviations.has(value))
    return { strength: 0.3, needsHeader: true };
  return undefined;
}

/** Countries written as their usual abbreviation (a country column of an accident log: USA). */
const countryAbbreviations = new Set(['USA', 'US', 'U.S.', 'U.S.A.', 'UK', 'U.K.', 'UAE']);

/**
 * Census categories join terms: Hispanic/Latino, Not Hispanic or Latino, Black or African
 * American, White alone, Native Hawaiian or Other Pacific Islander.
 */
function isCensusCategory(lower: string): boolean {
  const parts = lower
    .replace(/^(?:not|non)[\s-]+/, '')
    .replace(/\s+alone$/, '')
    .split(/\s*(?:\/|,|\bor\b|\band\b)\s*/)
    .map((part) => part.replace(/^other\s+/, '').trim())
    .filter(Boolean);
  return parts.length >= 1 && parts.every((part) => ethnicTerms.has(part));
}

const japaneseEthnicInText = new RegExp(
  `(?:${[...japaneseCountryNames].join('|')})(?:人|籍)|${japaneseEthnicTerms.join('|')}`,
  'g',
);

export function findEthnicTerms(text: string): string[] {
  return text.match(japaneseEthnicInText) ?? [];
}
