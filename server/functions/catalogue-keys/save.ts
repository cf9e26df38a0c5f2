import { catalogueKeysSave } from '#contract/functions/api-keys.js';
import { requireInstance } from '#server/policies/instances.js';
import { requireBrowserSession } from '#server/policies/sessions.js';
import { roleAllows } from '#server/policies/workspaces.js';
import { catalogueKeyState } from '#server/services/api-keys/catalogue-key-state.js';
import { saveCatalogueKey } from '#server/services/api-keys/save-catalogue-key.js';
import { verifyCatalogueKey } from '#server/services/api-keys/verify-catalogue-key.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysSave, {
  async authorize({ runtime, actor, input }) {
    requireBrowserSession(actor);
    return requireInstance(runtime.db, actor, input.instanceId, 'read');
  },
  async handle({ runtime, actor, input, permit }) {
    const instance = permit.instance;
    // Nothing is saved unless the catalogue accepted a read with the key.
    const check = await verifyCatalogueKey(runtime, instance, input.apiKey);
    await saveCatalogueKey(runtime.db, runtime.config, actor, instance, {
      apiKey: input.apiKey,
      canWrite: check.canWrite,
      writableOrganizations: check.writableOrganizations,
    });
    return catalogueKeyState(runtime.db, actor.id, instance, roleAllows(permit.role, 'manage'));
  },
});
