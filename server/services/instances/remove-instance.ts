import { eq } from 'drizzle-orm';
import { instances } from '#server/db/schema/index.js';
import { recordEvent } from '../events/record-event.js';
import type { DatabaseNeed } from '../service-needs.js';

interface RemovedInstance {
  id: string;
  workspaceId: string;
  name: string;
  url: string;
  datasetCount: number;
  resourceCount: number;
}

/**
 * Deleting the instance row deletes its working copy with it (every table that belongs to an
 * instance cascades); the workspace's log keeps that it went, in the same transaction.
 */
export async function removeInstance(
  { db }: DatabaseNeed,
  instance: RemovedInstance,
  actorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(instances).where(eq(instances.id, instance.id));
    // The instance's own events went with it.
    await recordEvent(tx, {
      workspaceId: instance.workspaceId,
      level: 'info',
      kind: 'instance.removed',
      actorId,
      details: {
        name: instance.name,
        url: instance.url,
        datasets: instance.datasetCount,
        resources: instance.resourceCount,
      },
    });
  });
}
