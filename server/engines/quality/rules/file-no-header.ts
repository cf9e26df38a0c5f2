import { passWhen, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** A table's first row must name its columns: a title line above, or no header, breaks readers. */
export const fileNoHeader: ResourceRule = ({ profile }) => {
  if (profile?.kind !== 'table') return skip;
  return passWhen(profile.headerRow);
};
