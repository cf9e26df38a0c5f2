import type { QualityDetail } from './quality-types.js';

/**
 * A rule's answer: it passed, it does not apply (nothing to judge yet: no licence, no check), or
 * it failed, with the parameters its message needs. Passing and skipping allocate nothing, so a
 * catalogue of 30,000 datasets scores without garbage.
 */
export type Verdict = typeof pass | typeof skip | Failure;

export interface Failure {
  readonly failed: true;
  readonly detail?: QualityDetail;
}

export const pass = 'pass' as const;
export const skip = 'skip' as const;

const plainFailure: Failure = Object.freeze({ failed: true });

export function fail(detail?: QualityDetail): Failure {
  return detail ? { failed: true, detail } : plainFailure;
}

/** Passes when the condition holds, fails (without detail) otherwise. */
export function passWhen(condition: boolean): Verdict {
  return condition ? pass : plainFailure;
}
