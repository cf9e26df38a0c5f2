import type { QualityDetail } from '../quality-types.js';
import { fail, pass } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** Two stars or more: data a program can read (a table, not a PDF, a picture or a web page). */
export const formatNotMachineReadable: ResourceRule = (_resource, { formatStars }) =>
  formatStars.stars >= 2 ? pass : fail(starsDetail(formatStars.format, formatStars.stars));

/** The stars, and the format that earned them when one was recognised. */
export function starsDetail(format: string | undefined, stars: number): QualityDetail {
  return format === undefined ? { stars } : { format, stars };
}
