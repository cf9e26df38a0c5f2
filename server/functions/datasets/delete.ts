import { datasetsDelete } from '#contract/functions/datasets/index.js';
import { requireDataset } from '#server/policies/require-dataset.js';
import { datasetDetail } from '#server/services/datasets/dataset-detail.js';
import { deleteDataset } from '#server/services/datasets/delete-dataset.js';
import { implement } from '../implement.js';

export default implement(datasetsDelete, {
  // An editor deletes in the organizations of their edit destination, as they edit.
  authorize: ({ runtime, actor, input }) =>
    requireDataset(runtime.db, actor, input.datasetId, 'edit'),
  async handle({ runtime, actor, input, permit }) {
    const deleted = await deleteDataset(runtime.db, permit, actor, input.version);
    if (deleted.outcome === 'removed') return deleted;
    return { ...deleted, dataset: await datasetDetail(runtime.db, deleted.dataset, permit) };
  },
});
