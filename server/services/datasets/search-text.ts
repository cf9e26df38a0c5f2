/**
 * Keyword search normalises text the same way on both sides: NFKC folds full-width letters and
 * digits and half-width katakana (ＣＳＶ → CSV, ｶﾀｶﾅ → カタカナ), then lower case.
 */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

export function buildSearchText(parts: {
  name: string;
  title: string;
  notes: string;
  tags: readonly string[];
  organizationName: string | null;
  organizationTitle: string | null;
}): string {
  return normaliseForSearch(
    [parts.name, parts.title, parts.tags.join(' '), parts.organizationName ?? '', parts.organizationTitle ?? '', parts.notes].join('\n'),
  );
}

/** Keyword → terms that must all appear; LIKE wildcards are escaped. */
export function searchTerms(keyword: string): string[] {
  return normaliseForSearch(keyword)
    .split(/[\s\u3000]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => term.replace(/[\\%_]/g, (char) => `\\${char}`));
}
