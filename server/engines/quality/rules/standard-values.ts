import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** Cells out of the standard's shapes: dates, coordinates, phone numbers, codes, required values. */
export const standardValues: ResourceRule = ({ conformance }) => {
  if (!conformance) return skip;
  if (conformance.cellDifferences === 0) return pass;
  return fail({ standard: conformance.standardId, differences: conformance.cellDifferences });
};
