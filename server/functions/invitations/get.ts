import { invitationsGet } from '#contract/functions/invitations.js';
import { viewInvitation } from '#server/services/invitations/accept-invitation.js';
import { anyone, implement } from '../implement.js';

export default implement(invitationsGet, {
  // The token is the permission: only the mail's recipient holds it.
  authorize: anyone,
  handle: ({ runtime, input }) => viewInvitation(runtime.db, input.token),
});
