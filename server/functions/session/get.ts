import { sessionGet } from '#contract/functions/session.js';
import { anyone, implement } from '../implement.js';
import { loadSessionUser } from '#server/services/accounts/session-user.js';

export default implement(sessionGet, {
  authorize: anyone,
  // Claims are read from the database on every call, so a refresh picks up any change at once.
  handle: async ({ runtime, actor }) => ({
    user: actor ? await loadSessionUser(runtime.db, actor.id) : null,
  }),
});
