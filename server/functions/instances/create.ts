import { instancesCreate } from '#contract/functions/instances.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { createInstance } from '#server/services/instances/create-instance.js';
import { presentInstance } from '#server/services/instances/present-instance.js';
import { implement } from '../implement.js';

export default implement(instancesCreate, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, actor, input }) {
    return presentInstance(await createInstance(runtime, { ...input, actorId: actor.id }));
  },
});
