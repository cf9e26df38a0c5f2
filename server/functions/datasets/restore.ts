import { datasetsRestore } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { restoreDataset } from '#server/services/datasets/delete-dataset.js';
import { implement } from '../implement.js';

export default implement(datasetsRestore, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    const restored = await restoreDataset(runtime.db, permit, actor, input.version);
    return datasetDetail(runtime.db, restored, permit);
  },
});
