import { sessionsList } from '#contract/functions/sessions.js';
import { listSessions } from '#server/auth/sessions.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(sessionsList, {
  // Scoped in the query: the caller's own sessions only.
  authorize: anySignedInCaller,
  handle: async ({ runtime, actor }) => ({
    items: await listSessions(runtime.db, actor.id, actor.sessionId),
  }),
});
