import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** Empty rows inside or after a table: programs read them as records of nothing. */
export const fileBlankRows: ResourceRule = ({ profile }) => {
  if (profile?.kind !== 'table') return skip;
  if (profile.blankRowCount === 0) return pass;
  return fail({ count: profile.blankRowCount, firstRow: profile.blankRows[0] ?? 0 });
};
