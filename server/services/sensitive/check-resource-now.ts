import type { Database } from '#server/db/database.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import { queueResourceCheck, type QueuedCheck } from './queue-check.js';

/** A check of one resource asked for by a person: queued in a transaction of its own. */
export async function checkResourceNow(
  deps: { db: Database; jobs: JobSender },
  input: { resourceId: string; requestedBy: string },
): Promise<QueuedCheck | null> {
  return deps.db.transaction((tx) => queueResourceCheck(tx, deps.jobs, input));
}
