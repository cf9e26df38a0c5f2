import type { BatchChange } from '#contract/functions/batches.js';

/**
 * A change made in the browser, in one line, where a file's name would be: the history, the
 * events and the log show it. The pages word it in the reader's language from the change itself.
 */
export function batchChangeLabel(change: BatchChange): string {
  switch (change.op) {
    case 'set':
      return `Set ${change.field} to “${change.value}”`;
    case 'addTags':
      return `Add tags ${change.tags.join(', ')}`;
    case 'removeTags':
      return `Remove tags ${change.tags.join(', ')}`;
    case 'replace':
      return `Replace “${change.find}” with “${change.replace}” in ${change.field}${
        change.match === 'prefix' ? ' (at the start)' : ''
      }${change.caseSensitive ? '' : ' (any case)'}`;
  }
}
