import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { syncRuns } from '../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../lib/app-error.js';
import {
  asNotFound,
  requireInstance,
  type InstanceAccess,
  type InstanceCapability,
} from './instances.js';

/**
 * "Publish many" runs: starting one needs 'edit' on the instance (each dataset is then checked as
 * a single sync checks it); reading a run's result needs 'read'; cancelling one needs 'edit'.
 */

export interface SyncRunAccess extends InstanceAccess {
  run: typeof syncRuns.$inferSelect;
}

/** A run of an instance the caller may `capability`; not found when the instance is not theirs. */
export async function requireSyncRun(
  db: Queryable,
  actor: Actor,
  runId: string,
  capability: Extract<InstanceCapability, 'read' | 'edit'>,
): Promise<SyncRunAccess> {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  if (!run) throw AppError.notFound('Sync run');
  const access = await requireInstance(db, actor, run.instanceId, capability).catch(
    asNotFound('Sync run'),
  );
  return { ...access, run };
}
