import { standardDefinitions } from './standard-definitions.js';
import type { StandardId } from './standard-types.js';

export interface StandardMatch {
  standardId: StandardId;
  /** What made the claim: the catalogue team's choice, the title, or a tag. */
  matchedBy: 'mapping' | 'title' | 'tag';
  /** The word found, for a claim by title or tag. */
  term?: string;
}

/** A team's choice for a dataset: a standard, or `none` to say it claims none whatever its title. */
export type StandardMapping = StandardId | 'none';

interface Candidate {
  standardId: StandardId;
  terms: { text: string; ascii: boolean }[];
}

// Normalised once, most specific first: "AED" before 公共施設 in 公共施設AED設置箇所一覧.
const candidates: Candidate[] = [...standardDefinitions]
  .sort((left, right) => left.matchPriority - right.matchPriority)
  .map((definition) => ({
    standardId: definition.id,
    terms: definition.titleTerms.map((term) => {
      const text = normalise(term);
      return { text, ascii: /^[\x20-\x7e]+$/.test(text) };
    }),
  }));

const asciiLetter = /[A-Z0-9]/;

/**
 * Which national standard dataset a dataset claims to be: the team's mapping when there is one,
 * else the first standard (most specific first) whose words appear in the title, else in a tag.
 */
export function matchStandard(
  dataset: { title: string; tags: readonly string[] },
  mapping?: StandardMapping | null,
): StandardMatch | null {
  if (mapping === 'none') return null;
  if (mapping) return { standardId: mapping, matchedBy: 'mapping' };
  const title = normalise(dataset.title);
  for (const candidate of candidates) {
    const term = findTerm(candidate, title);
    if (term) return { standardId: candidate.standardId, matchedBy: 'title', term };
  }
  const tags = dataset.tags.map(normalise);
  for (const candidate of candidates)
    for (const tag of tags) {
      const term = findTerm(candidate, tag);
      if (term) return { standardId: candidate.standardId, matchedBy: 'tag', term };
    }
  return null;
}

/** Full-width letters, digits and spaces become half-width; Latin letters upper case. */
function normalise(text: string): string {
  return text.normalize('NFKC').toUpperCase();
}

function findTerm(candidate: Candidate, text: string): string | undefined {
  for (const term of candidate.terms) {
    let at = text.indexOf(term.text);
    while (at >= 0) {
      // A Latin term must stand alone: AED, not the AED of "TRAEDER".
      if (!term.ascii || standsAlone(text, at, term.text.length)) return term.text;
      at = text.indexOf(term.text, at + 1);
    }
  }
  return undefined;
}

function standsAlone(text: string, at: number, length: number): boolean {
  const before = text[at - 1];
  const after = text[at + length];
  return (
    (before === undefined || !asciiLetter.test(before)) &&
    (after === undefined || !asciiLetter.test(after))
  );
}
