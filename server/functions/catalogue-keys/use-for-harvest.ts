import { catalogueKeysUseForHarvest } from '../../../contract/functions/api-keys.js';
import { requireInstance } from '../../policies/instances.js';
import { chooseHarvestKey } from '../../services/api-keys/choose-harvest-key.js';
import { catalogueKeyState } from '../../services/api-keys/catalogue-key-state.js';
import { recordEvent } from '../../services/events/record-event.js';
import { queueHarvest } from '../../services/harvest/queue-harvest.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysUseForHarvest, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    const instance = permit.instance;
    await runtime.db.transaction(async (tx) => {
      await chooseHarvestKey(tx, { userId: actor.id, instanceId: instance.id, use: input.use });
      await recordEvent(tx, {
        workspaceId: instance.workspaceId,
        instanceId: instance.id,
        level: 'info',
        kind: input.use ? 'catalogueKey.usedForHarvest' : 'catalogueKey.notUsedForHarvest',
        actorId: actor.id,
        details: { userId: actor.id, name: actor.displayName },
      });
      // The private datasets the key reads come in now, not at the next scheduled harvest: the
      // page says they are in the working copy. Stopping needs no harvest (they are kept).
      if (input.use)
        await queueHarvest(
          runtime.db,
          runtime.jobs,
          { instanceId: instance.id, trigger: 'manual', requestedBy: actor.id },
          tx,
        );
    });
    return catalogueKeyState(runtime.db, actor.id, instance, true);
  },
});
