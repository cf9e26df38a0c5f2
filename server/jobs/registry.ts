import type { JobDefinition } from './job-definition.js';
import { sendMailJob } from './mail/send-mail.job.js';

/** Every job the workers run. A job not listed here cannot be queued. */
export const jobRegistry: readonly JobDefinition[] = [sendMailJob] as unknown as JobDefinition[];
