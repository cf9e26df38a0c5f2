import {
  englishEthnicTerms,
  japaneseCountryNames,
  japaneseEthnicTerms,
} from '../assets/ethnic-terms.js';
import type { EnglishLexicon } from '../language-resources.js';

export interface EthnicMatch {
  /** A nationality or ethnic term (中国籍, ベトナム人, Hispanic, Vietnamese): stronger than a bare country name. */
  strength: number;
}

const countries = new Set(japaneseCountryNames);
const ethnicTerms = new Set([...japaneseEthnicTerms, ...englishEthnicTerms]);

export function matchEthnicGroup(value: string, lexicon: EnglishLexicon): EthnicMatch | undefined {
  if (value.length === 0 || value.length > 60) return undefined;
  const lower = value.toLowerCase();
  if (ethnicTerms.has(value) || ethnicTerms.has(lower)) return { strength: 0.6 };
  const last = value.at(-1);
  if ((last === '人' || last === '籍' || last === '系') && countries.has(value.slice(0, -1)))
    return { strength: 0.6 };
  if (countries.has(value)) return { strength: 0.3 };
  if (isCensusCategory(lower)) return { strength: 0.6 };
  const tags = lexicon.get(lower);
  if (tags?.includes('Demonym')) return { strength: 0.55 };
  if (tags?.includes('Country')) return { strength: 0.3 };
  return undefined;
}

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
