import { personalKeysList } from '#contract/functions/api-keys.js';
import { listPersonalKeys } from '#server/services/api-keys/personal-api-keys.js';
import { anySignedInCaller, implement } from '../implement.js';

export default implement(personalKeysList, {
  // Scoped in the query: the caller's own keys only.
  authorize: anySignedInCaller,
  handle: async ({ runtime, actor }) => ({ items: await listPersonalKeys(runtime.db, actor.id) }),
});
