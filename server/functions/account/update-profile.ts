import { accountUpdateProfile } from '#contract/functions/account.js';
import { loadAccountUser } from '#server/services/accounts/account-user.js';
import { updateProfile } from '#server/services/accounts/update-profile.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(accountUpdateProfile, {
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input }) {
    await updateProfile(runtime, actor.id, input);
    return loadAccountUser(runtime.db, actor.id);
  },
});
