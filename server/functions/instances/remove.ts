import { eq } from 'drizzle-orm';
import { instancesRemove } from '../../../contract/functions/instances.js';
import { instances } from '../../db/schema/index.js';
import { requireInstance } from '../../policies/instances.js';
import { recordEvent } from '../../services/events/record-event.js';
import { implement } from '../implement.js';

/**
 * Deleting the instance row deletes its working copy with it (every table that belongs to an
 * instance cascades). Its jobs carry only ids: a queued one finds no row and ends; a running
 * harvest or check finds its run row gone and its writes refused, and ends as failed.
 */
export default implement(instancesRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, permit }) {
    const { instance } = permit;
    await runtime.db.transaction(async (tx) => {
      await tx.delete(instances).where(eq(instances.id, instance.id));
      // The workspace's log keeps that it went (the instance's own events went with it).
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        level: 'info',
        kind: 'instance.removed',
        actorId: actor.id,
        details: {
          name: instance.name,
          url: instance.url,
          datasets: instance.datasetCount,
          resources: instance.resourceCount,
        },
      });
    });
    return { workspaceId: instance.workspaceId };
  },
});
