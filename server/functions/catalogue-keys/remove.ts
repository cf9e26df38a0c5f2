import { catalogueKeysRemove } from '#contract/functions/api-keys.js';
import { requireInstance } from '#server/policies/instances.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { catalogueKeyState } from '#server/services/api-keys/catalogue-key-state.js';
import { removeCatalogueKey } from '#server/services/api-keys/remove-catalogue-key.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, actor, permit }) {
    await removeCatalogueKey(runtime.db, actor, permit.instance);
    return catalogueKeyState(
      runtime.db,
      actor.id,
      permit.instance,
      roleAllows(permit.role, 'manage'),
    );
  },
});
