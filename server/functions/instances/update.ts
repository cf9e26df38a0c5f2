import { instancesUpdate } from '#contract/functions/instances.js';
import { requireInstance } from '#server/policies/instances.js';
import { presentInstance } from '#server/services/instances/present-instance.js';
import { updateInstance } from '#server/services/instances/update-instance.js';
import { implement } from '../implement.js';

export default implement(instancesUpdate, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, input: { instanceId: _, ...changes }, permit }) {
    return presentInstance(await updateInstance(runtime, permit, actor.id, changes));
  },
});
