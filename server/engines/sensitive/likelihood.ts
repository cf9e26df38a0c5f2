import { likelihoodRank } from '#contract/sensitive.js';
import type { Likelihood } from './types.js';

export { likelihoodRank };

export function isAtLeast(likelihood: Likelihood, minimum: Likelihood): boolean {
  return likelihoodRank(likelihood) >= likelihoodRank(minimum);
}

/**
 * Scores are 0..1 evidence that a value is personal data of a type; the bands are even so that a
 * single strong signal (a checksum, a header) moves a value by about one level.
 */
export function likelihoodFromScore(score: number): Likelihood {
  // Compared in whole hundredths, so that a sum just under an edge by rounding error is on it.
  const hundredths = Math.round(score * 100);
  if (hundredths >= 80) return 'VERY_LIKELY';
  if (hundredths >= 60) return 'LIKELY';
  if (hundredths >= 40) return 'POSSIBLE';
  if (hundredths >= 20) return 'UNLIKELY';
  return 'VERY_UNLIKELY';
}
