import { englishHeaderRules } from './assets/header-dictionary-en.js';
import { japaneseHeaderRules } from './assets/header-dictionary-ja.js';
import { normalizeHeader, type HeaderRule } from './assets/header-rule.js';

export interface HeaderHints {
  /** Score adjustment per type key (type, or OTHER sub-type), from the first rule naming that key. */
  weights: Map<string, number>;
  tableVote: number;
  /** Any rule matched: the header is a known header word. */
  known: boolean;
  /** The header names a reading column (フリガナ). */
  reading: boolean;
  /** The header names an office's contact point (代表電話, 問い合わせ先). */
  organisationContact: boolean;
  /** A bare "name" header, which a table of things uses for the things' names. */
  genericName: boolean;
  /** The header names the business or facility each row is (shop_name, 店名, 屋号・商号). */
  business: boolean;
}

const cache = new Map<string, HeaderHints>();
const allRules: HeaderRule[] = [...japaneseHeaderRules, ...englishHeaderRules];

export function typeKey(type: string, subType?: string): string {
  return subType ?? type;
}

export function headerHints(header: string): HeaderHints {
  const cached = cache.get(header);
  if (cached) return cached;
  const normalized = normalizeHeader(header);
  const hints: HeaderHints = {
    weights: new Map(),
    tableVote: 0,
    known: false,
    reading: false,
    organisationContact: false,
    genericName: false,
    business: false,
  };
  if (normalized.length > 0) {
    let voted = false;
    for (const rule of allRules) {
      if (!rule.match.test(normalized)) continue;
      if (rule.business) hints.business = true;
      // A rule saying only that the row is a business does not make a header word of a value.
      if (!(rule.business && rule.type === undefined && rule.tableVote === undefined))
        hints.known = true;
      if (rule.reading) hints.reading = true;
      if (rule.organisationContact) hints.organisationContact = true;
      // A bare or other "… name" header is generic only when no earlier rule made it a person's
      // (first_name, Candidate Name) or denied it (Company Name).
      if (rule.genericName && !(rule.type && hints.weights.has(typeKey(rule.type, rule.subType))))
        hints.genericName = true;
      if (rule.type) {
        const key = typeKey(rule.type, rule.subType);
        if (!hints.weights.has(key)) hints.weights.set(key, rule.weight ?? 0);
      }
      // The first rule that votes decides: 施設名 must not also count as 氏名-like.
      if (!voted && rule.tableVote) {
        hints.tableVote = rule.tableVote;
        voted = true;
      }
    }
  }
  if (cache.size < 10_000) cache.set(header, hints);
  return hints;
}
