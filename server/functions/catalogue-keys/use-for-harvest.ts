import { catalogueKeysUseForHarvest } from '#contract/functions/api-keys.js';
import { requireInstance } from '#server/policies/instances.js';
import { catalogueKeyState } from '#server/services/api-keys/catalogue-key-state.js';
import { useKeyForHarvest } from '#server/services/harvest/use-key-for-harvest.js';
import { implement } from '../implement.js';

export default implement(catalogueKeysUseForHarvest, {
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'manage'),
  async handle({ runtime, actor, input, permit }) {
    await useKeyForHarvest(runtime, actor, permit.instance, input.use);
    return catalogueKeyState(runtime.db, actor.id, permit.instance, true);
  },
});
