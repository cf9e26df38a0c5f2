import { eq } from 'drizzle-orm';
import { instancesUpdate } from '../../../contract/functions/instances.js';
import { instances } from '../../db/schema/index.js';
import { requireInstance } from '../../policies/instances.js';
import { recordEvent } from '../../services/events/record-event.js';
import { presentInstance } from '../../services/instances/present-instance.js';
import { implement } from '../implement.js';

export default implement(instancesUpdate, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    return runtime.db.transaction(async (tx) => {
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.harvestSchedule !== undefined ? { harvestSchedule: input.harvestSchedule } : {}),
        ...(input.linkCheckSchedule !== undefined
          ? { linkCheckSchedule: input.linkCheckSchedule }
          : {}),
      };
      const [updated] = await tx
        .update(instances)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(instances.id, permit.instance.id))
        .returning();
      await recordEvent(tx, {
        workspaceId: permit.instance.workspaceId,
        instanceId: permit.instance.id,
        level: 'info',
        kind: 'instance.updated',
        actorId: actor.id,
        details: changes,
      });
      return presentInstance(updated!);
    });
  },
});
