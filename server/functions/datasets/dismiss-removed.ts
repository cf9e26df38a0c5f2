import { datasetsDismissRemoved } from '#contract/functions/datasets/index.js';
import { requireInstance } from '#server/policies/instances.js';
import { dismissRemovedDatasets } from '#server/services/datasets/delete-dataset.js';
import { implement } from '../implement.js';

export default implement(datasetsDismissRemoved, {
  // An editor dismisses what they may edit: the datasets of their edit destination's organizations.
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  async handle({ runtime, actor, permit }) {
    const dismissed = await dismissRemovedDatasets(runtime.db, permit, actor);
    return { dismissed };
  },
});
