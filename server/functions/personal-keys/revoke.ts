import { personalKeysRevoke } from '#contract/functions/api-keys.js';
import { revokePersonalKey } from '#server/services/api-keys/personal-api-keys.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(personalKeysRevoke, {
  // A script may revoke its own key (or another of its owner's): that only ever narrows access.
  authorize: anySignedInCaller,
  async handle({ runtime, actor, input, request }) {
    const key = await revokePersonalKey(runtime.db, actor.id, input.keyId);
    request.log.info({ userId: actor.id, keyId: key.id }, 'personal API key revoked');
    return key;
  },
});
