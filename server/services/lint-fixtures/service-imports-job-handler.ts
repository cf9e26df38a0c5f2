// Deliberately wrong: a service queues a job by its kind, never by its handler. Linted by lint-boundaries.test.ts.
import type { checkResourceJob } from '#server/jobs/sensitive/check-resource.job.js';

export type Wrong = typeof checkResourceJob;
