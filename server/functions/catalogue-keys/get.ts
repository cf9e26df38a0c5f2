import { catalogueKeysGet } from '#contract/functions/api-keys.js';
import { requireInstance } from '#server/policies/instances.js';
import { catalogueKeyState } from '#server/services/api-keys/catalogue-key-state.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysGet, {
  // Always the caller's own key: there is no way to name another person's.
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  handle: ({ runtime, actor, permit }) =>
    catalogueKeyState(runtime.db, actor.id, permit.instance, roleAllows(permit.role, 'manage')),
});
