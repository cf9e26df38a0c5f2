import { invitationsSignUp } from '#contract/functions/invitations.js';
import { signUpFromInvitation } from '#server/services/invitations/sign-up-from-invitation.js';
import { anyone, implement } from '../implement.js';

export default implement(invitationsSignUp, {
  // The token is the permission, even while public registrations are closed.
  authorize: anyone,
  handle: ({ runtime, input }) => signUpFromInvitation(runtime, input),
});
