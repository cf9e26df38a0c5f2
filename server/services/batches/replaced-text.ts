import type { BatchChange } from '#contract/functions/batches.js';

type Replace = Extract<BatchChange, { op: 'replace' }>;

/**
 * A text after a find-and-replace: every occurrence (or only one at the start, for a prefix such
 * as a URL's old domain), matched exactly or regardless of case. The replacement is taken as it
 * is written: no `$1` patterns, no regular expressions typed by the person.
 */
export function replacedText(
  text: string,
  change: Pick<Replace, 'find' | 'replace' | 'match' | 'caseSensitive'>,
): string {
  const { find, replace, match, caseSensitive } = change;
  if (match === 'prefix') {
    const head = text.slice(0, find.length);
    const found = caseSensitive ? head === find : head.toLowerCase() === find.toLowerCase();
    return found ? replace + text.slice(find.length) : text;
  }
  if (caseSensitive) return text.split(find).join(replace);
  return text.replace(new RegExp(escapeRegExp(find), 'giu'), () => replace);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
