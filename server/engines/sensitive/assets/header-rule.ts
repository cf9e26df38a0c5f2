import { headerLabel } from '../header-label.js';
import type { DetectedType, OtherSubType } from '../types.js';

/** What a column header says about its values. */
export interface HeaderRule {
  match: RegExp;
  /** The type the header announces (or denies, with a negative weight). */
  type?: DetectedType;
  subType?: OtherSubType;
  /** Added to a value's score: +0.3 for a header that names the type, negative for one that denies it. */
  weight?: number;
  /** Vote on the kind of table: > 0 records of people, < 0 facilities, businesses or statistics. */
  tableVote?: number;
  /** A reading column (フリガナ): it reads the name next to it, a person's or a facility's. */
  reading?: boolean;
  /**
   * A bare "name" header: in a table of things it names the things (a library, a sight), so it
   * counts for a person only when its values read as full names of people.
   */
  genericName?: boolean;
  /** The column holds an office's contact points (代表電話, 問い合わせ先): reported below POSSIBLE. */
  organisationContact?: boolean;
  /**
   * The header names the business or facility each row is (shop_name, 店名, 屋号・商号), not its
   * number, link or address. Alone, such a rule makes no header known (see HeaderHints.known).
   */
  business?: boolean;
}

/**
 * Headers are compared by their label (the last segment of a URI header), lower-cased, NFKC-folded
 * and without spaces, underscores, dots or brackets.
 */
export function normalizeHeader(header: string): string {
  return headerLabel(header)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.\-・:：()（）[\]「」【】<>＜＞"'*※]/g, '');
}

export const exact = (...words: string[]) => new RegExp(`^(?:${words.join('|')})$`);
export const contains = (...words: string[]) => new RegExp(words.join('|'));

/** Contains one of the words, unless it is about one of the excluded subjects (生年月日 is not a 年月日). */
export const notAbout = (excluded: string[], ...words: string[]) => new RegExp(`^(?!.*(?:${excluded.join('|')})).*(?:${words.join('|')})`);
