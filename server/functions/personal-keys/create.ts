import { personalKeysCreate } from '#contract/functions/api-keys.js';
import { requireBrowserSession } from '#server/policies/sessions.js';
import { createPersonalKey } from '#server/services/api-keys/personal-api-keys.js';
import { implement } from '../implement.js';

export default implement(personalKeysCreate, {
  authorize: async ({ actor }) => requireBrowserSession(actor),
  async handle({ runtime, actor, input, request }) {
    const created = await createPersonalKey(runtime.db, actor.id, input);
    // Personal keys belong to no workspace: the audit trail is the log (never the key) and the row.
    request.log.info(
      { userId: actor.id, keyId: created.key.id, expiresAt: created.key.expiresAt },
      'personal API key created',
    );
    return created;
  },
});
