import { accountGet } from '#contract/functions/account.js';
import { anyone, implement } from '../implement.js';
import { loadAccountUser } from '#server/services/accounts/account-user.js';

export default implement(accountGet, {
  authorize: anyone,
  // Claims are read from the database on every call, so a refresh picks up any change at once.
  handle: async ({ runtime, actor }) => ({
    user: actor ? await loadAccountUser(runtime.db, actor.id) : null,
  }),
});
