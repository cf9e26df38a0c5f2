import { datasetsCreate } from '#contract/functions/datasets/index.js';
import { requireInstance } from '#server/policies/instances.js';
import { createDataset } from '#server/services/datasets/create-datasets.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { implement } from '../implement.js';

export default implement(datasetsCreate, {
  // The organization chosen is checked against the edit destination with the other form rules.
  authorize: ({ runtime, actor, input }) =>
    requireInstance(runtime.db, actor, input.instanceId, 'edit'),
  async handle({ runtime, actor, input: { instanceId: _, ...values }, permit }) {
    const created = await createDataset(runtime.db, permit, actor, values);
    return datasetDetail(runtime.db, created, permit);
  },
});
