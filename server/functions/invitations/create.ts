import { invitationsCreate } from '#contract/functions/invitations.js';
import { requireWorkspace } from '#server/policies/workspaces.js';
import { createInvitation } from '#server/services/invitations/create-invitation.js';
import { implement } from '../implement.js';

export default implement(invitationsCreate, {
  // Inviting an owner needs an owner: checked with the role inside.
  authorize: ({ runtime, actor, input }) =>
    requireWorkspace(runtime.db, actor, input.workspaceId, 'manage'),
  handle: ({ runtime, input, permit }) => createInvitation(runtime, permit, input),
});
