/**
 * Keyword search normalises text the same way on both sides: NFKC folds full-width letters and
 * digits and half-width katakana (ＣＳＶ → CSV, ｶﾀｶﾅ → カタカナ), then lower case.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Long descriptions are searched on their first part only: the index stays small and fast. */
const searchTextLimit = 8000;

export function buildSearchText(parts: {
  name: string;
  title: string;
  notes: string;
  tags: readonly string[];
  organizationName: string | null;
  organizationTitle: string | null;
}): string {
  return normaliseForSearch(
    [
      parts.name,
      parts.title,
      parts.tags.join(' '),
      parts.organizationName ?? '',
      parts.organizationTitle ?? '',
      parts.notes,
    ].join('\n'),
  ).slice(0, searchTextLimit);
}

/** The search column of a dataset row (its grams go to dataset_grams: writeDatasetGrams). */
export function searchColumns(parts: Parameters<typeof buildSearchText>[0]): {
  searchText: string;
} {
  return { searchText: buildSearchText(parts) };
}

/** Distinct two-character pieces of normalised text, never spanning white space (by code point). */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  let previous = '';
  for (const character of text) {
    if (isWhiteSpace(character)) {
      previous = '';
      continue;
    }
    if (previous) grams.add(previous + character);
    previous = character;
  }
  return [...grams];
}

/** `\s` of a Unicode regular expression, with ASCII answered without one (most of the text). */
function isWhiteSpace(character: string): boolean {
  const code = character.charCodeAt(0);
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return whiteSpace.test(character);
}

const whiteSpace = /\s/u;

export interface SearchTerm {
  /** LIKE pattern with its wildcards escaped. */
  pattern: string;
  /** Two-character pieces the GIN index looks up; empty for a one-character term. */
  grams: string[];
}

/** Keyword → terms that must all appear. */
export function searchTerms(keyword: string): SearchTerm[] {
  return normaliseForSearch(keyword)
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => ({
      pattern: `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
      grams: searchGrams(term),
    }));
}
