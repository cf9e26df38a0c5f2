import { instancesHarvest } from '#contract/functions/instances.js';
import { requireInstance } from '#server/policies/instances.js';
import { queueHarvest } from '#server/services/harvest/queue-harvest.js';
import { implement } from '../implement.js';

export default implement(instancesHarvest, {
  // Re-harvesting changes no metadata of the catalogue; anyone who may edit the instance may ask.
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  async handle({ runtime, actor, input }) {
    const runId = await queueHarvest(runtime.db, runtime.jobs, {
      instanceId: input.instanceId,
      trigger: 'manual',
      requestedBy: actor.id,
    });
    return { runId };
  },
});
