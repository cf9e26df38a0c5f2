import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** Rows with more or fewer cells than the header: merged cells, notes beside the table, lost commas. */
export const fileRaggedRows: ResourceRule = ({ profile }) => {
  if (profile?.kind !== 'table') return skip;
  if (profile.raggedRowCount === 0) return pass;
  return fail({ count: profile.raggedRowCount, firstRow: profile.raggedRows[0] ?? 0 });
};
