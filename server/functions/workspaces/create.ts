import { workspacesCreate } from '#contract/functions/workspaces.js';
import { createWorkspace } from '#server/services/workspaces/create-workspace.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(workspacesCreate, {
  // Any signed-in person may start a workspace of their own; they become its owner.
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input }) {
    const workspace = await createWorkspace(runtime.db, { name: input.name, actorId: actor.id });
    return {
      id: workspace.id,
      name: workspace.name,
      role: 'owner' as const,
      instanceCount: 0,
      createdAt: workspace.createdAt.toISOString(),
    };
  },
});
