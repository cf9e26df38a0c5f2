import { membersList } from '#contract/functions/members.js';
import { requireWorkspace, roleAllows } from '#server/policies/workspaces.js';
import { listMembers } from '#server/services/members/list-members.js';
import { implement } from '../implement.js';

export default implement(membersList, {
  // Every member sees who else works in the workspace; managers may change them.
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'read'),
  handle: async ({ runtime, actor, permit }) => ({
    items: await listMembers(runtime.db, permit.workspace.id, actor.id),
    permissions: { manage: roleAllows(permit.role, 'manage'), own: roleAllows(permit.role, 'own') },
  }),
});
