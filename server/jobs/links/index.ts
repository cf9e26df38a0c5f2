import { checkDatasetLinksJob } from './check-dataset-links.job.js';
import { checkInstanceLinksJob } from './check-instance-links.job.js';
import { checkLinkPartJob } from './check-link-part.job.js';
import { linkCheckSweepJob } from './link-check-sweep.job.js';

/** The link checker's jobs: instance checks and their parts, on-demand dataset/resource checks, the schedule. */
export const linkJobs = [
  checkInstanceLinksJob,
  checkLinkPartJob,
  checkDatasetLinksJob,
  linkCheckSweepJob,
];
