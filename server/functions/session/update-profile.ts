import { sessionUpdateProfile } from '#contract/functions/session.js';
import { loadSessionUser } from '#server/services/accounts/session-user.js';
import { updateProfile } from '#server/services/accounts/update-profile.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(sessionUpdateProfile, {
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input }) {
    await updateProfile(runtime, actor.id, input);
    return loadSessionUser(runtime.db, actor.id);
  },
});
