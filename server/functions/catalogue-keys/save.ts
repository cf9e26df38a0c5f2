import { catalogueKeysSave } from '../../../contract/functions/api-keys.js';
import { requireInstance } from '../../policies/instances.js';
import { requireBrowserSession } from '../../policies/sessions.js';
import { roleAllows } from '../../policies/workspaces.js';
import { catalogueKeyState } from '../../services/api-keys/catalogue-key-state.js';
import { saveCatalogueKey } from '../../services/api-keys/save-catalogue-key.js';
import { verifyCatalogueKey } from '../../services/api-keys/verify-catalogue-key.js';
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
