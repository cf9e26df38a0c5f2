import { resourcesCreate } from '../../../contract/functions/resource-edits.js';
import { requireDataset } from '../../policies/instances.js';
import { datasetDetail } from '../../services/datasets/dataset-detail.js';
import { addResource } from '../../services/resources/edit-resources.js';
import { implement } from '../implement.js';

export default implement(resourcesCreate, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input: { datasetId: _, version, ...values }, permit }) {
    const updated = await addResource(runtime.db, permit, actor, version, values);
    return datasetDetail(runtime.db, updated, permit);
  },
});
