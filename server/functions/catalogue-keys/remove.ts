import { catalogueKeysRemove } from '../../../contract/functions/api-keys.js';
import { requireInstance } from '../../policies/instances.js';
import { removeCatalogueApiKey } from '../../services/api-keys/catalogue-api-keys.js';
import { catalogueKeyState } from '../../services/api-keys/catalogue-key-state.js';
import { recordEvent } from '../../services/events/record-event.js';
import { roleAllows } from '../../policies/workspaces.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysRemove, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'read'),
  async handle({ runtime, actor, permit }) {
    const instance = permit.instance;
    await runtime.db.transaction(async (tx) => {
      if (!(await removeCatalogueApiKey(tx, actor.id, instance.id))) return;
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: instance.id,
        level: 'info',
        kind: 'catalogueKey.removed',
        actorId: actor.id,
        details: { userId: actor.id, name: actor.displayName },
      });
    });
    return catalogueKeyState(runtime.db, actor.id, instance, roleAllows(permit.role, 'manage'));
  },
});
