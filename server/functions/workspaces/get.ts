import { workspacesGet } from '#contract/functions/workspaces.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { presentInstance } from '#server/services/instances/present-instance.js';
import { workspaceInstances } from '#server/services/workspaces/workspace-instances.js';
import { implement } from '../implement.js';

export default implement(workspacesGet, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, permit }) {
    const rows = await workspaceInstances(runtime, permit.workspace.id);
    return {
      id: permit.workspace.id,
      name: permit.workspace.name,
      role: permit.role,
      instanceCount: rows.length,
      createdAt: permit.workspace.createdAt.toISOString(),
      instances: rows.map(({ instance, harvesting }) => ({
        ...presentInstance(instance),
        harvesting,
      })),
    };
  },
});
