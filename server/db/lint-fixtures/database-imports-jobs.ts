// Deliberately wrong: the database layer (schema, migrations, opening) knows no job, service or
// function. Linted by server/lint-boundaries.test.ts.
import type { JobQueue } from '#server/jobs/job-queue.js';

export type Wrong = JobQueue;
