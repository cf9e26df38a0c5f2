import { fail, pass } from '../verdict.js';
import { starsDetail } from './format-not-machine-readable.js';
import type { ResourceRule } from './rule-context.js';

/** Three stars or more: machine-readable in an open format (CSV, JSON, XML…), not only Excel. */
export const formatNotOpen: ResourceRule = (_resource, { formatStars }) =>
  formatStars.stars >= 3 ? pass : fail(starsDetail(formatStars.format, formatStars.stars));
