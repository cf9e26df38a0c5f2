import { invitationsAccept } from '#contract/functions/invitations.js';
import { acceptInvitation } from '#server/services/invitations/accept-invitation.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(invitationsAccept, {
  // The token is the permission; the service checks the account has the invited address.
  authorize: anySignedInCaller,
  handle: ({ runtime, actor, input }) => acceptInvitation(runtime.db, actor, input.token),
});
