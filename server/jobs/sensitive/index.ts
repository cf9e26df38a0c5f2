import { checkDatasetJob } from './check-dataset.job.js';
import { checkInstanceJob } from './check-instance.job.js';
import { checkResourceJob } from './check-resource.job.js';
import { sensitiveSweepJob } from './sensitive-sweep.job.js';

/** The sensitive-information check's jobs, for the registry. */
export const sensitiveJobs = [
  checkResourceJob,
  checkDatasetJob,
  checkInstanceJob,
  sensitiveSweepJob,
];
