import { resourcesReorder } from '../../../contract/functions/resource-edits.js';
import { requireDataset } from '../../policies/instances.js';
import { datasetDetail } from '../../services/datasets/dataset-detail.js';
import { reorderResources } from '../../services/resources/edit-resources.js';
import { implement } from '../implement.js';

export default implement(resourcesReorder, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    const updated = await reorderResources(
      runtime.db,
      permit,
      actor,
      input.version,
      input.resourceIds,
    );
    return datasetDetail(runtime.db, updated, permit);
  },
});
