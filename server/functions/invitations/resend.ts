import { invitationsResend } from '#contract/functions/invitations.js';
import { requireInvitation } from '#server/policies/invitations.js';
import { resendInvitation } from '#server/services/invitations/resend-invitation.js';
import { implement } from '../implement.js';

export default implement(invitationsResend, {
  authorize: ({ runtime, actor, input }) =>
    requireInvitation(runtime.db, actor, input.invitationId),
  handle: ({ runtime, permit }) => resendInvitation(runtime, permit.access, permit.invitation),
});
