import { frequencyPeriod } from '../freshness/frequency-period.js';
import type { QualityInput } from '../quality-types.js';
import { fail, pass, skip } from '../verdict.js';
import type { DatasetRule } from './rule-context.js';

const dayMs = 86_400_000;
/** Half a period of grace: monthly data is late after 46 days, yearly data after 549. */
export const staleAfterPeriods = 1.5;

/**
 * Data is stale when its last change is older than its declared update frequency allows. Not
 * judged for irregular or unreadable frequencies, nor when no modification date is known.
 */
export const stale: DatasetRule = (dataset, { now }) => {
  const period = frequencyPeriod(dataset.updateFrequency);
  if (typeof period !== 'number') return skip;
  const modified = lastModification(dataset);
  if (modified === undefined) return skip;
  const ageDays = Math.floor((now - modified) / dayMs);
  return ageDays > period * staleAfterPeriods ? fail({ ageDays, periodDays: period }) : pass;
};

/** The latest of the dataset's and its resources' modification times, in milliseconds. */
function lastModification(dataset: QualityInput): number | undefined {
  let latest = dataset.metadataModified?.getTime();
  for (const resource of dataset.resources) {
    const time = resource.lastModified?.getTime();
    if (time !== undefined && (latest === undefined || time > latest)) latest = time;
  }
  return latest === undefined || Number.isNaN(latest) ? undefined : latest;
}
