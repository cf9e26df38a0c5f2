import type { FormatStars } from '../openness/format-stars.js';
import type { QualityInput, QualityResourceInput } from '../quality-types.js';
import type { Verdict } from '../verdict.js';

export interface DatasetContext {
  /** Milliseconds since the epoch: the moment freshness is judged at. */
  now: number;
}

/** What the scorer works out once per resource, so that no rule repeats it. */
export interface ResourceContext {
  formatStars: FormatStars;
}

export type DatasetRule = (dataset: QualityInput, context: DatasetContext) => Verdict;

export type ResourceRule = (resource: QualityResourceInput, context: ResourceContext) => Verdict;

/** Whether a text field says something: not absent, not only spaces (ASCII or ideographic). */
export function isFilled(value: string | null | undefined): boolean {
  return value != null && value.trim() !== '';
}
