import { passWhen, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** A text table whose bytes are neither UTF-8 nor Shift_JIS (nor EUC-JP, UTF-16): mojibake. */
export const fileEncodingUnknown: ResourceRule = ({ profile }) => {
  if (profile?.kind !== 'table' || profile.encoding === undefined) return skip;
  return passWhen(profile.encoding !== 'unknown');
};
