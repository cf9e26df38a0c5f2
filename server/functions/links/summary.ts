import { linksSummary } from '../../../contract/functions/links.js';
import { requireWorkspace } from '../../policies/workspaces.js';
import { workspaceLinkSummary } from '../../services/links/workspace-link-summary.js';
import { implement } from '../implement.js';

export default implement(linksSummary, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  handle: async ({ runtime, permit }) => ({
    items: await workspaceLinkSummary(runtime, permit.workspace.id),
  }),
});
