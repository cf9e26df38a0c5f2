import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** The file's header differs from the standard dataset its dataset claims (missing, unknown, order). */
export const standardColumns: ResourceRule = ({ conformance }) => {
  if (!conformance) return skip;
  if (conformance.columnDifferences === 0) return pass;
  return fail({ standard: conformance.standardId, differences: conformance.columnDifferences });
};
