/**
 * The sensitive-information check's vocabulary, shared by the detector engine, the
 * server and the web.
 */

/** Detected types: the report's tabs. OTHER carries a sub-type. */
export const detectedTypes = [
  'PERSON_NAME',
  'EMAIL_ADDRESS',
  'LOCATION',
  'PHONE_NUMBER',
  'DATE',
  'ETHNIC_GROUP',
  'OTHER',
] as const;
export type DetectedType = (typeof detectedTypes)[number];

/** Ordered from least to most likely: the order is used for filtering (`minLikelihood`). */
export const likelihoods = [
  'VERY_UNLIKELY',
  'UNLIKELY',
  'POSSIBLE',
  'LIKELY',
  'VERY_LIKELY',
] as const;
export type Likelihood = (typeof likelihoods)[number];

export const sensitivities = [
  'SENSITIVITY_HIGH',
  'SENSITIVITY_MODERATE',
  'SENSITIVITY_LOW',
] as const;
export type Sensitivity = (typeof sensitivities)[number];

/** Sub-types reported under `OTHER`. */
export const otherSubTypes = ['CREDIT_CARD_NUMBER', 'JAPAN_INDIVIDUAL_NUMBER'] as const;
export type OtherSubType = (typeof otherSubTypes)[number];

/** A check's life: queued → running → succeeded or failed. */
export const sensitiveCheckStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SensitiveCheckStatus = (typeof sensitiveCheckStatuses)[number];

/**
 * Findings below this are not stored: the report's filter goes down to UNLIKELY. VERY_UNLIKELY is
 * every value a recognizer glanced at (a number that is not a phone); storing it would multiply a
 * check's rows for nothing a person would act on.
 */
export const storedMinLikelihood: Likelihood = 'UNLIKELY';
/** The levels the report's filter offers, from the lowest stored one up. */
export const reportLikelihoods = likelihoods.slice(likelihoods.indexOf(storedMinLikelihood));
/** The report's filter starts here; the resource's sensitive info count counts from here too. */
export const defaultReportMinLikelihood: Likelihood = 'POSSIBLE';
/** The report shows only the first 10,000 results. */
export const reportResultLimit = 10_000;

/**
 * A resource whose latest check found findings this likely and this sensitive
 * asks for explicit confirmation before it is synced.
 */
export const confirmationLikelihoods: readonly Likelihood[] = ['LIKELY', 'VERY_LIKELY'];
export const confirmationSensitivities: readonly Sensitivity[] = [
  'SENSITIVITY_HIGH',
  'SENSITIVITY_MODERATE',
];

export function likelihoodRank(likelihood: Likelihood): number {
  return likelihoods.indexOf(likelihood);
}
