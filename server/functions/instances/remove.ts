import { instancesRemove } from '#contract/functions/instances.js';
import { requireInstance } from '#server/policies/instances.js';
import { removeInstance } from '#server/services/instances/remove-instance.js';
import { implement } from '../implement.js';

/**
 * Deleting an instance deletes its working copy with it. Its jobs carry only ids: a queued one
 * finds no row and ends; a running harvest or check finds its run row gone and its writes
 * refused, and ends as failed.
 */
export default implement(instancesRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, permit }) {
    await removeInstance(runtime, permit.instance, actor.id);
    return { workspaceId: permit.instance.workspaceId };
  },
});
