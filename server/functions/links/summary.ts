import { linksSummary } from '#contract/functions/links.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { workspaceLinkSummary } from '#server/services/links/workspace-link-summary.js';
import { implement } from '../implement.js';

export default implement(linksSummary, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  handle: async ({ runtime, permit }) => ({
    items: await workspaceLinkSummary(runtime, permit.workspace.id),
  }),
});
