import { datasetsConflict } from '../../../contract/functions/datasets/index.js';
import { requireDataset } from '../../policies/instances.js';
import { datasetResources } from '../../services/datasets/dataset-resources.js';
import { conflictFields } from '../../services/sync/conflict.js';
import { implement } from '../implement.js';

export default implement(datasetsConflict, {
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'read'),
  async handle({ runtime, permit: { dataset } }) {
    const localResources = await datasetResources(runtime, dataset.id);
    return {
      datasetId: dataset.id,
      syncStatus: dataset.syncStatus,
      version: dataset.version,
      catalogueModified: dataset.remoteModified,
      fields: conflictFields(dataset, localResources),
    };
  },
});
