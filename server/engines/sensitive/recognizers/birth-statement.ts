import { prefectures } from '../assets/prefectures.js';

const eraYear = String.raw`(?:令和|平成|昭和|大正|明治)\s*(?:元|\d{1,2})\s*年`;
const westernYear = String.raw`(?:18|19|20)\d{2}\s*年`;
const monthDay = String.raw`(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?)?`;
/** A date, then perhaps a place, then 生まれ: the opening of a Japanese career summary. */
const birthStatement = new RegExp(
  String.raw`((?:${eraYear}|${westernYear})${monthDay})[、,\s]*([^\s、。,，（(○●・\d]{2,20}?)?\s*(?:生まれ|生|出生|出身)`,
  'g',
);
const placeWord = new RegExp(
  `${prefectures.map((name) => name.slice(0, -1)).join('|')}|[都道府県市区町村郡]`,
);

export interface BirthStatement {
  date: string;
  place?: string;
}

/**
 * Dates and places of birth inside running Japanese text (昭和40年5月1日山梨県甲府市生まれ,
 * 1980年、札幌市生まれ): a member's or an applicant's career summary opens with them.
 */
export function findBirthStatements(text: string): BirthStatement[] {
  const found: BirthStatement[] = [];
  for (const match of text.matchAll(birthStatement)) {
    const place = match[2];
    found.push(place && placeWord.test(place) ? { date: match[1]!, place } : { date: match[1]! });
  }
  return found;
}
