import type { Database } from '#server/db/database.js';
import type { instances } from '#server/db/schema/index.js';
import type { Actor } from '#server/auth/actor.js';
import type { JobSender } from '#server/jobs/job-kind.js';
import { recordEvent } from '../events/record-event.js';
import { queueHarvest } from './queue-harvest.js';
import { chooseHarvestKey } from '../api-keys/choose-harvest-key.js';

/**
 * A manager's choice to let harvests read with their own key (or no longer), its event, and, when
 * they start, a harvest queued at once, in one transaction: the private datasets the key reads
 * come in now, not at the next scheduled harvest. Stopping needs no harvest (they are kept).
 */
export async function useKeyForHarvest(
  deps: { db: Database; jobs: JobSender },
  actor: Actor,
  instance: typeof instances.$inferSelect,
  use: boolean,
): Promise<void> {
  const { db, jobs } = deps;
  await db.transaction(async (tx) => {
    await chooseHarvestKey(tx, { userId: actor.id, instanceId: instance.id, use });
    await recordEvent(tx, {
      workspaceId: instance.workspaceId,
      instanceId: instance.id,
      level: 'info',
      kind: use ? 'catalogueKey.usedForHarvest' : 'catalogueKey.notUsedForHarvest',
      actorId: actor.id,
      details: { userId: actor.id, name: actor.displayName },
    });
    if (use)
      await queueHarvest(
        db,
        jobs,
        { instanceId: instance.id, trigger: 'manual', requestedBy: actor.id },
        tx,
      );
  });
}
