import { likelihoodRank } from '../../../contract/sensitive.js';
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
  if (score >= 0.8) return 'VERY_LIKELY';
  if (score >= 0.6) return 'LIKELY';
  if (score >= 0.4) return 'POSSIBLE';
  if (score >= 0.2) return 'UNLIKELY';
  return 'VERY_UNLIKELY';
}
