import { sessionsRevoke } from '#contract/functions/sessions.js';
import { revokeSession } from '#server/auth/sessions.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(sessionsRevoke, {
  // The caller's own sessions only (scoped in the query); ending one only ever narrows access,
  // so a script's personal API key may do it too.
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input, request }) {
    await revokeSession(runtime.db, actor.id, input.sessionId);
    request.log.info({ userId: actor.id, sessionId: input.sessionId }, 'session signed out');
    return { revoked: true as const };
  },
});
