import { catalogueKeysSave } from '../../../contract/functions/api-keys.js';
import { requireInstance } from '../../policies/instances.js';
import { requireBrowserSession } from '../../policies/sessions.js';
import { saveCatalogueApiKey } from '../../services/api-keys/catalogue-api-keys.js';
import { catalogueKeyState } from '../../services/api-keys/catalogue-key-state.js';
import { verifyCatalogueKey } from '../../services/api-keys/verify-catalogue-key.js';
import { recordEvent } from '../../services/events/record-event.js';
import { roleAllows } from '../../policies/workspaces.js';
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
    await runtime.db.transaction(async (tx) => {
      await saveCatalogueApiKey(tx, runtime.config, {
        userId: actor.id,
        instanceId: instance.id,
        apiKey: input.apiKey,
        canWrite: check.canWrite,
        writableOrganizations: check.writableOrganizations,
      });
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: instance.id,
        level: 'info',
        kind: 'catalogueKey.saved',
        actorId: actor.id,
        details: {
          userId: actor.id,
          name: actor.displayName,
          canWrite: check.canWrite,
          writableOrganizations: check.writableOrganizations,
        },
      });
    });
    return catalogueKeyState(runtime.db, actor.id, instance, roleAllows(permit.role, 'manage'));
  },
});
