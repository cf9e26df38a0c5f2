import { workspacesList } from '#contract/functions/workspaces.js';
import { listWorkspacesOf } from '#server/services/workspaces/workspace-queries.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(workspacesList, {
  // Scoped in the query: only the caller's workspaces (every one for a system administrator).
  authorize: anySignedInCaller,
  handle: async ({ runtime, actor }) => ({ items: await listWorkspacesOf(runtime.db, actor) }),
});
