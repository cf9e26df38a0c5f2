import { eq } from 'drizzle-orm';
import { sessionUpdateProfile } from '../../../contract/functions/session.js';
import { users } from '../../db/schema/index.js';
import { loadSessionUser } from '../../services/accounts/session-user.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(sessionUpdateProfile, {
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input }) {
    await runtime.db
      .update(users)
      .set({
        name: input.displayName,
        ...(input.locale ? { locale: input.locale } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.id));
    return loadSessionUser(runtime.db, actor.id);
  },
});
