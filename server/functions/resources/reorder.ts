import { resourcesReorder } from '#contract/functions/resources.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { editResources } from '#server/services/datasets/edit-resources.js';
import { implement } from '../implement.js';

export default implement(resourcesReorder, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input: { version, resourceIds }, permit }) {
    const updated = await editResources(runtime.db, permit, actor, version, {
      op: 'reorder',
      resourceIds,
    });
    return datasetDetail(runtime.db, updated, permit);
  },
});
