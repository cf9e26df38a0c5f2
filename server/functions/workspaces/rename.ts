import { workspacesRename } from '#contract/functions/workspaces.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { renameWorkspace } from '#server/services/workspaces/rename-workspace.js';
import { countInstances } from '#server/services/workspaces/workspace-queries.js';
import { implement } from '../implement.js';

export default implement(workspacesRename, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    const renamed = await renameWorkspace(runtime, permit.workspace, input.name, actor.id);
    return {
      id: renamed.id,
      name: renamed.name,
      role: permit.role,
      instanceCount: await countInstances(runtime.db, renamed.id),
      createdAt: renamed.createdAt.toISOString(),
    };
  },
});
