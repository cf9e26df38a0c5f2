import { invitationsRevoke } from '#contract/functions/invitations.js';
import { requireInvitation } from '#server/policies/invitations.js';
import { revokeInvitation } from '#server/services/invitations/revoke-invitation.js';
import { implement } from '../implement.js';

export default implement(invitationsRevoke, {
  authorize: ({ runtime, actor, input }) =>
    requireInvitation(runtime.db, actor, input.invitationId),
  async handle({ runtime, permit }) {
    await revokeInvitation(runtime, permit.access, permit.invitation);
    return { revoked: true as const };
  },
});
