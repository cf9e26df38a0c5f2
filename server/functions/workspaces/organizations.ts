import { workspacesOrganizations } from '#contract/functions/workspaces.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { workspaceOrganizations } from '#server/services/workspaces/workspace-organizations.js';
import { implement } from '../implement.js';

export default implement(workspacesOrganizations, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  handle: async ({ runtime, permit }) => ({
    items: await workspaceOrganizations(runtime, permit.workspace.id),
  }),
});
