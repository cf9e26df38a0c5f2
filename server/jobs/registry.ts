import type { JobDefinition } from './job-definition.js';
import { harvestInstanceJob } from './instances/harvest-instance.job.js';
import { harvestSweepJob } from './instances/harvest-sweep.job.js';
import { linkJobs } from './links/index.js';
import { pruneLogsJob } from './maintenance/prune-logs.job.js';
import { settleTablesJob } from './maintenance/settle-tables.job.js';
import { sendMailJob } from './mail/send-mail.job.js';
import { sensitiveJobs } from './sensitive/index.js';
import { runSyncRunJob } from './sync-runs/run-sync-run.job.js';
import { syncRunSweepJob } from './sync-runs/sync-run-sweep.job.js';

/** Every job the workers run. A job not listed here cannot be queued. */
export const jobRegistry: readonly JobDefinition[] = [
  sendMailJob,
  harvestInstanceJob,
  harvestSweepJob,
  ...linkJobs,
  ...sensitiveJobs,
  runSyncRunJob,
  syncRunSweepJob,
  settleTablesJob,
  pruneLogsJob,
] as unknown as JobDefinition[];
