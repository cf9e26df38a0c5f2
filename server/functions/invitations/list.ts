import { invitationsList } from '#contract/functions/invitations.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { listOpenInvitations } from '#server/services/invitations/list-open-invitations.js';
import { implement } from '../implement.js';

export default implement(invitationsList, {
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  handle: async ({ runtime, permit }) => ({
    items: await listOpenInvitations(runtime, permit.workspace.id),
  }),
});
