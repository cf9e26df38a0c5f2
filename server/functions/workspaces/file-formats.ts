import { workspacesFileFormats } from '#contract/functions/workspaces.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { workspaceFileFormats } from '#server/services/workspaces/workspace-file-formats.js';
import { implement } from '../implement.js';

export default implement(workspacesFileFormats, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  async handle({ runtime, permit, input }) {
    const rows = await workspaceFileFormats(runtime, permit.workspace.id, input.instanceId);
    return { items: rows, total: rows.reduce((sum, row) => sum + row.count, 0) };
  },
});
